// The CRM demo page's script (emulator/crm/crm-routes.ts serves the page): the embedding API's own client, used as
// a customer's CRM would use it.
import { connectPanel, PanelCommandError, type EmbedEvent } from '../../src/embed/crm-embed';

const { panelOrigin } = JSON.parse(document.getElementById('crm-config')!.textContent!) as { panelOrigin: string };
const frame = document.querySelector<HTMLIFrameElement>('iframe[name="ccp-panel"]')!;
const panel = connectPanel(frame, { panelOrigin });
const log = document.getElementById('events')!;
const record = document.getElementById('record')!;
const status = document.getElementById('command-status')!;

const describe = (e: EmbedEvent) => (e.type === 'agent.state' ? `agent.state: ${e.state}` : `${e.type}: ${e.contact.channel} ${e.contact.customer || e.contact.contactId}`);

function row(term: string, value: string) {
  const dt = Object.assign(document.createElement('dt'), { textContent: term });
  const dd = Object.assign(document.createElement('dd'), { textContent: value });
  return [dt, dd];
}

panel.onEvent((e) => {
  log.append(Object.assign(document.createElement('li'), { textContent: describe(e) }));
  if (e.type !== 'contact.offered') return;
  // The screen pop of this page: the customer's record, looked up by their address (here, shown as received).
  const dl = document.createElement('dl');
  dl.append(...row('Customer', e.contact.customer || 'unknown'), ...row('Channel', e.contact.channel), ...row('Queue', e.contact.queue), ...Object.entries(e.contact.attributes).flatMap(([k, v]) => row(k, v)));
  record.replaceChildren(dl);
});
panel.onError((code, message) => log.append(Object.assign(document.createElement('li'), { textContent: `error ${code}: ${message}` })));

document.getElementById('dial-form')!.addEventListener('submit', (e) => {
  e.preventDefault();
  const number = document.querySelector<HTMLInputElement>('#dial-number')!.value;
  status.textContent = `Dialling ${number}…`;
  panel.dial(number).then(
    (r) => (status.textContent = r.dialled ? `Dialled ${r.number}` : `On the agent's number pad: ${r.number}`),
    (err: unknown) => (status.textContent = err instanceof PanelCommandError ? `Refused (${err.code}): ${err.message}` : `Failed: ${String(err)}`),
  );
});
