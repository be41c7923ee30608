import { describe, expect, it } from 'vitest';
import { connectPanel, PanelCommandError } from '../../../src/embed/crm-embed';

const ORIGIN = 'https://ccp.example.com';

/** The CRM page's window and the panel frame's window, as the client sees them: messages in, postMessage out. */
function setup() {
  const page = new EventTarget() as unknown as Window;
  const sent: { message: any; origin: string }[] = [];
  const panelWindow = { postMessage: (message: unknown, origin: string) => sent.push({ message, origin }) };
  const frame = { contentWindow: panelWindow } as unknown as HTMLIFrameElement;
  const deliver = (data: unknown, origin = ORIGIN, source: unknown = panelWindow) => page.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { page, frame, sent, deliver, panel: connectPanel(frame, { panelOrigin: ORIGIN, win: page, timeoutMs: 50 }) };
}
const env = { protocol: 'connect-ccp-embed', version: 1 };

describe('the embedding client', () => {
  it('sends commands to the panel’s origin only and settles them with the panel’s answer', async () => {
    const { panel, sent, deliver } = setup();
    const dialled = panel.dial('+12065550100');
    expect(sent).toEqual([{ origin: ORIGIN, message: { ...env, kind: 'command', id: 'cmd-1', command: 'dial', number: '+12065550100' } }]);
    deliver({ ...env, kind: 'result', id: 'cmd-1', result: { number: '+12065550100' } });
    await expect(dialled).resolves.toEqual({ number: '+12065550100' });
    const status = panel.setAgentStatus('Nope');
    deliver({ ...env, kind: 'error', id: 'cmd-2', code: 'not_found', message: 'The agent has no such status' });
    await expect(status).rejects.toMatchObject({ name: 'PanelCommandError', code: 'not_found' });
  });

  it('hears events only from the panel frame at its origin, in its version', () => {
    const { panel, deliver } = setup();
    const heard: unknown[] = [];
    panel.onEvent((e) => heard.push(e));
    const event = { ...env, kind: 'event', event: { type: 'agent.state', state: 'Available' } };
    deliver(event, 'https://evil.example.net');
    deliver(event, ORIGIN, {});
    deliver({ ...event, version: 2 });
    deliver({ kind: 'event', event: event.event });
    deliver(event);
    expect(heard).toEqual([{ type: 'agent.state', state: 'Available' }]);
  });

  it('gives up on a command the panel never answers, in words', async () => {
    const { panel } = setup();
    await expect(panel.openContact('c-1')).rejects.toEqual(new PanelCommandError('timeout', 'The panel did not answer in time'));
  });
});
