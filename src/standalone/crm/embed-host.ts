import type { CcpModel, KeyValueStorage } from '../../shared/model';
import { effect } from '../../shared/model/signals';
import { pickAttributes, type CrmContactEvent } from '../../shared/crm/crm-contact';
import { createFloodLimit, envelope, isOurs, parseCommand, type EmbedCommand, type EmbedErrorCode, type EmbedEvent, type PanelMessage } from '../../shared/crm/embed-protocol';
import { routeOfChannel } from '../../shared/rules/channels';
import { framingOrigins, isOriginAllowed } from '../../shared/security/framing';
import { navigate } from '../../shared/ui/app/router';
import { homePanelRequest } from '../../shared/ui/app/home-request';
import { dialableFromLink, dialsAtOnce } from './dial-route';

const DIAL_REFUSALS = { malformed: 'Not a possible phone number', not_allowed: "The agent's profile does not allow outbound calls", not_dialable: 'The agent may not call this country' };

/** A command the panel could not finish in this time is answered with a timeout error. */
export const EMBED_COMMAND_TIMEOUT_MS = 15_000;

class CommandError extends Error {
  constructor(
    readonly code: EmbedErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The panel's side of the embedding API (README: Integrate with your CRM). Only when the panel is framed by an
 * origin in allowedFramingOrigins: events go to that parent alone (targetOrigin), and commands are taken only from
 * that very window (event.source) at that origin. Anyone else, a message in another version, a malformed one or
 * more than ten commands a second gets an error back and no action. Returns the function that tells contact events.
 */
export function startEmbedHost(model: CcpModel, storage: KeyValueStorage, options: { allowedFramingOrigins: readonly string[]; attributes: readonly string[]; autoDial: boolean }, win: Window = window): ((e: CrmContactEvent) => void) | null {
  if (win.parent === win) return null;
  const parentOrigin = framingOrigins(win)?.[0];
  if (!parentOrigin || !isOriginAllowed(parentOrigin, options.allowedFramingOrigins)) return null;
  const post = (body: PanelMessage) => win.parent.postMessage(body, parentOrigin);
  const tell = (event: EmbedEvent) => post(envelope({ kind: 'event' as const, event }));
  const allow = createFloodLimit(() => Date.now());

  const run = async (command: EmbedCommand): Promise<Record<string, unknown>> => {
    switch (command.command) {
      case 'dial': {
        const result = await dialableFromLink(model, storage, command.number);
        if (!result.ok) throw new CommandError(result.reason === 'malformed' ? 'invalid_number' : 'not_allowed', DIAL_REFUSALS[result.reason]);
        if (!(await dialsAtOnce(result, 'embed', options.autoDial))) {
          // The agent's click places it: the number pad opens with the number shown.
          homePanelRequest.value = { panel: 'number_pad', number: result.number };
          navigate(model, 'softphone', null, win);
          return { number: result.number, dialled: false };
        }
        if (!(await model.intents.dial(result.number))) throw new CommandError('not_allowed', 'The call was not placed');
        return { number: result.number, dialled: true };
      }
      case 'openContact': {
        const contact = model.contacts.list.peek().find((c) => c.contactId === command.contactId);
        if (!contact) throw new CommandError('not_found', 'The agent has no such contact');
        navigate(model, routeOfChannel(contact.type === 'queue_callback' ? 'voice' : contact.type), contact.contactId, win);
        return {};
      }
      case 'setAgentStatus': {
        if (!model.agent.states.peek().some((s) => s.name === command.status)) throw new CommandError('not_found', 'The agent has no such status');
        return { outcome: await model.intents.setAgentState(command.status) };
      }
    }
  };

  const answer = async (id: string, command: EmbedCommand) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new CommandError('timeout', 'The panel did not finish in time')), EMBED_COMMAND_TIMEOUT_MS)));
      post(envelope({ kind: 'result' as const, id, result: await Promise.race([run(command), timeout]) }));
    } catch (e) {
      const code = e instanceof CommandError ? e.code : 'failed';
      post(envelope({ kind: 'error' as const, id, code, message: e instanceof Error ? e.message : String(e) }));
    } finally {
      clearTimeout(timer);
    }
  };

  win.addEventListener('message', (evt) => {
    if (!isOurs(evt.data)) return;
    const data = evt.data;
    const id = typeof data.id === 'string' ? data.id.slice(0, 64) : null;
    if (evt.source !== win.parent || evt.origin !== parentOrigin) {
      // Said to the sender only, and nothing about the agent: that it is refused.
      if (evt.source && 'postMessage' in evt.source && evt.origin !== 'null') (evt.source as Window).postMessage(envelope({ kind: 'error', id, code: 'origin_not_allowed', message: 'This origin may not use the panel' }), evt.origin);
      return;
    }
    if (!allow()) return post(envelope({ kind: 'error' as const, id, code: 'rate_limited', message: 'Too many commands; at most 10 a second' }));
    const parsed = parseCommand(data);
    if (!parsed.ok) return post(envelope({ kind: 'error' as const, id: parsed.id, code: parsed.code, message: parsed.message }));
    void answer(parsed.id, parsed.command);
  });

  let last: string | null = null;
  effect(() => {
    const state = model.agent.currentState.value?.name ?? null;
    if (state === null || state === last) return;
    last = state;
    tell({ type: 'agent.state', state });
  });
  return ({ phase, contact }) => tell({ type: `contact.${phase}`, contact: { ...contact, attributes: pickAttributes(contact.attributes, options.attributes) } });
}
