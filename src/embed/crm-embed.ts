/**
 * The embedding API's client, for a CRM page that frames the panel (README: Integrate with your CRM). Built to
 * dist/embed/crm-embed.js as an ES module:
 *
 *   import { connectPanel } from './crm-embed.js';
 *   const panel = connectPanel(document.querySelector('iframe'), { panelOrigin: 'https://ccp.example.com' });
 *   panel.onEvent((e) => { if (e.type === 'contact.offered') showRecord(e.contact.customer); });
 *   await panel.dial('+12065550100');
 *
 * It takes messages only from that frame's window at that origin, and posts only to that origin.
 */
import { EMBED_VERSION, envelope, isOurs, type EmbedCommand, type EmbedErrorCode, type EmbedEvent, type PanelMessage } from '../shared/crm/embed-protocol';

export type { EmbedContact, EmbedEvent, EmbedErrorCode } from '../shared/crm/embed-protocol';
export { EMBED_PROTOCOL, EMBED_VERSION } from '../shared/crm/embed-protocol';

/** A command the panel refused or could not do; `code` says which. */
export class PanelCommandError extends Error {
  constructor(
    readonly code: EmbedErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PanelCommandError';
  }
}

export interface PanelConnection {
  /** Every event the panel tells; returns the function that stops listening. */
  onEvent(handler: (event: EmbedEvent) => void): () => void;
  /** Errors that answer no command of this client (its own origin refused, another page's flood). */
  onError(handler: (code: EmbedErrorCode, message: string) => void): () => void;
  /**
   * Resolves with the number as the panel will dial it; `dialled` is false when it waits on the agent's number pad for
   * their click (auto-dial off, or an emergency or premium-rate number).
   */
  dial(number: string): Promise<{ number: string; dialled: boolean }>;
  openContact(contactId: string): Promise<void>;
  setAgentStatus(status: string): Promise<void>;
  close(): void;
}

export function connectPanel(frame: HTMLIFrameElement, options: { panelOrigin: string; timeoutMs?: number; win?: Window }): PanelConnection {
  const win = options.win ?? window;
  const origin = new URL(options.panelOrigin).origin;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const events = new Set<(e: EmbedEvent) => void>();
  const errors = new Set<(code: EmbedErrorCode, message: string) => void>();
  const pending = new Map<string, { resolve: (r: Record<string, unknown>) => void; reject: (e: Error) => void; timer: ReturnType<typeof setTimeout> }>();
  let next = 1;

  const listener = (evt: MessageEvent) => {
    if (evt.origin !== origin || evt.source !== frame.contentWindow || !isOurs(evt.data) || evt.data.version !== EMBED_VERSION) return;
    const msg = evt.data as unknown as PanelMessage;
    if (msg.kind === 'event') return void events.forEach((h) => h(msg.event));
    const waiting = msg.id === null ? undefined : pending.get(msg.id);
    if (!waiting) return msg.kind === 'error' ? void errors.forEach((h) => h(msg.code, msg.message)) : undefined;
    pending.delete(msg.id!);
    clearTimeout(waiting.timer);
    if (msg.kind === 'result') waiting.resolve(msg.result);
    else waiting.reject(new PanelCommandError(msg.code, msg.message));
  };
  win.addEventListener('message', listener);

  const send = (command: EmbedCommand) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const target = frame.contentWindow;
      if (!target) return reject(new PanelCommandError('failed', 'The panel frame is not loaded'));
      const id = `cmd-${next++}`;
      const timer = setTimeout(() => (pending.delete(id), reject(new PanelCommandError('timeout', 'The panel did not answer in time'))), timeoutMs);
      pending.set(id, { resolve, reject, timer });
      target.postMessage(envelope({ kind: 'command', id, ...command }), origin);
    });

  return {
    onEvent: (h) => (events.add(h), () => void events.delete(h)),
    onError: (h) => (errors.add(h), () => void errors.delete(h)),
    dial: async (number) => (await send({ command: 'dial', number })) as { number: string; dialled: boolean },
    openContact: async (contactId) => void (await send({ command: 'openContact', contactId })),
    setAgentStatus: async (status) => void (await send({ command: 'setAgentStatus', status })),
    close() {
      win.removeEventListener('message', listener);
      for (const [, p] of pending) (clearTimeout(p.timer), p.reject(new PanelCommandError('failed', 'Closed')));
      pending.clear();
    },
  };
}
