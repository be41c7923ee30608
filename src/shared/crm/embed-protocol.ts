import type { CrmChannel } from './crm-contact';

/**
 * The embedding API: what a CRM page that frames the panel and the panel say to each other with postMessage.
 * Every message names the protocol and its version; a message without the protocol's name is not ours (streams'
 * own messages pass through the same window) and is ignored. Version 1.
 */
export const EMBED_PROTOCOL = 'connect-ccp-embed';
export const EMBED_VERSION = 1;

export interface EmbedContact {
  contactId: string;
  channel: CrmChannel;
  queue: string;
  /** The customer's phone number or email address; '' when none. */
  customer: string;
  /** Only the attributes the admin listed in crm.embed.attributes. */
  attributes: Record<string, string>;
}

export type EmbedEvent =
  | { type: 'agent.state'; state: string }
  | { type: 'contact.offered' | 'contact.connected' | 'contact.ended'; contact: EmbedContact };

export type EmbedCommand = { command: 'dial'; number: string } | { command: 'openContact'; contactId: string } | { command: 'setAgentStatus'; status: string };

export type EmbedErrorCode = 'origin_not_allowed' | 'unsupported_version' | 'malformed' | 'unknown_command' | 'rate_limited' | 'invalid_address' | 'invalid_number' | 'not_allowed' | 'not_found' | 'failed' | 'timeout';

interface Envelope {
  protocol: typeof EMBED_PROTOCOL;
  version: typeof EMBED_VERSION;
}
export type PanelMessage = Envelope & ({ kind: 'event'; event: EmbedEvent } | { kind: 'result'; id: string; result: Record<string, unknown> } | { kind: 'error'; id: string | null; code: EmbedErrorCode; message: string });
export type CommandMessage = Envelope & { kind: 'command'; id: string } & EmbedCommand;

export const envelope = <T extends object>(body: T): Envelope & T => ({ protocol: EMBED_PROTOCOL, version: EMBED_VERSION, ...body });

export const isOurs = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null && (data as { protocol?: unknown }).protocol === EMBED_PROTOCOL;

const ID = /^[\w-]{1,64}$/;
const text = (v: unknown, max: number) => typeof v === 'string' && v.length > 0 && v.length <= max;

/** The spec's words for an address that is neither a phone-number string nor an address object (chat/task/email §5). */
export const INVALID_ADDRESS_MESSAGE = 'An invalid address was supplied';

/**
 * dial's address, as the spec's address setter takes one (chat/task/email §5): a phone-number string or an address
 * object with one; nothing (null, '') is no number to dial; anything else is an invalid address.
 */
function dialNumber(v: unknown): { ok: true; number: string } | { ok: false; code: EmbedErrorCode; message: string } {
  const number = typeof v === 'object' && v !== null && !Array.isArray(v) && 'phoneNumber' in v ? (v as { phoneNumber: unknown }).phoneNumber : v;
  if (text(number, 64)) return { ok: true, number: number as string };
  if (number === undefined || number === null || number === '' || typeof number === 'string') return { ok: false, code: 'malformed', message: 'dial needs a number' };
  return { ok: false, code: 'invalid_address', message: INVALID_ADDRESS_MESSAGE };
}

export type ParsedCommand = { ok: true; id: string; command: EmbedCommand } | { ok: false; id: string | null; code: EmbedErrorCode; message: string };

/** A command from the CRM page, checked field by field; only called for messages that are ours. */
export function parseCommand(data: Record<string, unknown>): ParsedCommand {
  const id = typeof data.id === 'string' && ID.test(data.id) ? data.id : null;
  if (data.version !== EMBED_VERSION) return { ok: false, id, code: 'unsupported_version', message: `This panel speaks version ${EMBED_VERSION} of ${EMBED_PROTOCOL}` };
  if (data.kind !== 'command' || id === null) return { ok: false, id, code: 'malformed', message: 'A command needs kind "command" and an id of 1 to 64 letters, digits, - or _' };
  switch (data.command) {
    case 'dial': {
      const dial = dialNumber(data.number);
      return dial.ok ? { ok: true, id, command: { command: 'dial', number: dial.number } } : { ok: false, id, code: dial.code, message: dial.message };
    }
    case 'openContact':
      return text(data.contactId, 256) ? { ok: true, id, command: { command: 'openContact', contactId: data.contactId as string } } : { ok: false, id, code: 'malformed', message: 'openContact needs a contactId' };
    case 'setAgentStatus':
      return text(data.status, 128) ? { ok: true, id, command: { command: 'setAgentStatus', status: data.status as string } } : { ok: false, id, code: 'malformed', message: 'setAgentStatus needs a status name' };
    default:
      return { ok: false, id, code: 'unknown_command', message: 'Commands are dial, openContact and setAgentStatus' };
  }
}

/** At most `max` commands in any `windowMs`: a flooding page gets errors, and the panel keeps working. */
export function createFloodLimit(now: () => number, max = 10, windowMs = 1000): () => boolean {
  const times: number[] = [];
  return () => {
    const t = now();
    while (times.length > 0 && times[0]! <= t - windowMs) times.shift();
    if (times.length >= max) return false;
    times.push(t);
    return true;
  };
}
