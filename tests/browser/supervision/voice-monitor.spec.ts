import { test, expect } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall } from '../voice/support.ts';
import { panelSignedInAs } from './support.ts';
import { expectNoAxeViolations } from '../look/axe.ts';

// Two panels against one Connect Local: the agent (Alex Rivera) on a call, and a supervisor (Casey Morgan)
// monitoring it. Connect Local starts the monitoring as Amazon Connect's real-time metrics page would.

test('a barge-in that disables the control the agent is on leaves their focus in the call controls, not on the page', async ({ page, panel, api, browser, connectLocal }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  const controls = page.getByRole('group', { name: 'Call controls' });
  await controls.getByRole('button', { name: 'Hold' }).focus();
  const supervisor = await panelSignedInAs(browser, connectLocal.url, panel.url, 'supervisor');
  await api.post(`/contacts/${contactId}/monitor`, { supervisor: 'supervisor' });
  await supervisor.getByRole('region', { name: 'Monitoring Alex Rivera' }).getByRole('button', { name: 'Barge in' }).click();
  await expect(controls.getByRole('button', { name: 'Hold' })).toBeDisabled();
  // The browser drops the focus of a disabled button after the change; the panel puts it on the next control there.
  await expect(controls.getByRole('button', { name: 'Mute' })).toBeFocused();
  await supervisor.context().close();
});

test('a supervisor silently monitors, barges in, force-mutes the agent, goes back to silent and leaves', async ({ page, panel, api, browser, connectLocal }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  const supervisor = await panelSignedInAs(browser, connectLocal.url, panel.url, 'supervisor');
  const askedBackEnds: string[] = [];
  supervisor.on('request', (r) => /\/recording\/|realtime-contact-analysis/.test(r.url()) && askedBackEnds.push(`${r.url()} ${r.postData() ?? ''}`));
  await api.post(`/contacts/${contactId}/monitor`, { supervisor: 'supervisor' });

  // The supervisor's panel shows whom they monitor, silently; the row is labelled by the agent.
  await expect(supervisor.getByRole('heading', { name: 'Monitoring Alex Rivera' })).toBeVisible();
  await expect(supervisor.getByRole('link', { name: /Monitoring Alex Rivera/ })).toBeVisible();
  const monitor = supervisor.getByRole('region', { name: 'Monitoring Alex Rivera' });
  await expect(monitor.getByRole('status')).toHaveText('Silent monitoring');
  await expectNoAxeViolations(supervisor, 'supervisor monitoring a call');
  // The panel asks the back ends (recording status, transcript) nothing about another agent's call: they would
  // refuse the supervisor, and the panel would say so. (The ask went out with the first snapshot that showed the
  // monitoring, before the status above was drawn.)
  expect(askedBackEnds.filter((r) => r.includes(contactId))).toEqual([]);
  await expect(supervisor.getByText('Refused: only the agent connected to this contact may do this.')).toHaveCount(0);
  // A silent supervisor is not in the agent's call.
  await expect(page.getByText('Manager has joined the call')).toHaveCount(0);

  await monitor.getByRole('button', { name: 'Barge in' }).click();
  await expect(monitor.getByRole('status')).toHaveText('Barged in');
  await expect.poll(async () => (await api.contact(contactId)).monitors.map((m: { mode: string }) => m.mode)).toEqual(['BARGE']);

  // The supervised agent is told, and loses hold, quick connects and the more menu.
  await expect(page.getByText('Manager has joined the call')).toBeVisible();
  await expectNoAxeViolations(page, 'supervised call, manager barged in');
  const controls = page.getByRole('group', { name: 'Call controls' });
  await expect(controls.getByRole('button', { name: 'Hold' })).toBeDisabled();
  await expect(controls.getByRole('button', { name: 'Quick connects' })).toBeDisabled();
  await expect(controls.getByRole('button', { name: 'More' })).toBeDisabled();

  // Forced mute: the agent is muted and cannot unmute.
  await monitor.getByRole('button', { name: 'Mute agent' }).click();
  await expect(page.getByText('A manager has muted you')).toBeVisible();
  const mute = controls.getByRole('button', { name: 'Mute' });
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expect(mute).toBeDisabled();
  await expect(monitor.getByRole('button', { name: 'Mute agent' })).toHaveAttribute('aria-pressed', 'true');
  await monitor.getByRole('button', { name: 'Mute agent' }).click();
  await expect(page.getByText('A manager has muted you')).toHaveCount(0);
  await expect(mute).toBeEnabled();

  // Back to silent: the agent's banner goes and their controls come back.
  await monitor.getByRole('button', { name: 'Silent monitor' }).click();
  await expect(monitor.getByRole('status')).toHaveText('Silent monitoring');
  await expect(page.getByText('Manager has joined the call')).toHaveCount(0);
  await expect(controls.getByRole('button', { name: 'Hold' })).toBeEnabled();

  // Leaving ends the supervisor's side only.
  await monitor.getByRole('button', { name: 'End monitoring' }).click();
  await expect(supervisor.getByRole('heading', { name: 'Monitoring Alex Rivera' })).toHaveCount(0);
  await expect.poll(async () => (await api.contact(contactId)).monitors).toEqual([]);
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
});

test('barge is disabled when another manager barged in, and a call cannot be accepted while monitoring', async ({ page, panel, api, browser, connectLocal }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  const supervisor = await panelSignedInAs(browser, connectLocal.url, panel.url, 'supervisor');
  await api.patch('/agents/jordan', { permissions: ['monitor', 'bargeIn'] });
  await api.post(`/contacts/${contactId}/monitor`, { supervisor: 'jordan', mode: 'BARGE' });
  await api.post(`/contacts/${contactId}/monitor`, { supervisor: 'supervisor' });

  const monitor = supervisor.getByRole('region', { name: 'Monitoring Alex Rivera' });
  const barge = monitor.getByRole('button', { name: 'Barge in' });
  await expect(barge).toBeDisabled();
  await expect(barge).toHaveAccessibleDescription('Another manager has barged in on this call.');
  // Jordan leaves: barge comes back.
  await api.call('DELETE', `/contacts/${contactId}/monitor/jordan`);
  await expect(barge).toBeEnabled();

  // A call offered to the supervisor while monitoring cannot be accepted until monitoring ends.
  const status = supervisor.getByRole('combobox', { name: 'Agent status' });
  await status.selectOption('Available');
  await api.inboundCall({ agent: 'supervisor', from: '+14155550199' });
  await supervisor.getByRole('link', { name: /\+14155550199/ }).click();
  const accept = supervisor.getByRole('button', { name: 'Accept call' });
  await expect(accept).toBeDisabled();
  await expect(accept).toHaveAccessibleDescription('End monitoring to accept a new call.');
  await supervisor.getByRole('link', { name: /Monitoring Alex Rivera/ }).click();
  await monitor.getByRole('button', { name: 'End monitoring' }).click();
  await supervisor.getByRole('link', { name: /\+14155550199/ }).click();
  await expect(accept).toBeEnabled();
});

test('the simulator page starts monitoring as a supervisor, barges in and leaves', async ({ page, panel, api, connectLocal }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  const simulator = await page.context().newPage();
  await simulator.goto(connectLocal.url);
  const card = simulator.getByRole('article', { name: new RegExp(contactId) });
  await card.getByRole('button', { name: 'Monitor as Casey Morgan' }).click();
  await expect(card.getByText('Casey Morgan: silently monitoring')).toBeVisible();
  await card.getByRole('button', { name: 'Barge in as Casey Morgan' }).click();
  await expect(page.getByText('Manager has joined the call')).toBeVisible();
  await card.getByRole('button', { name: 'Mute the agent as Casey Morgan' }).click();
  await expect(page.getByText('A manager has muted you')).toBeVisible();
  await card.getByRole('button', { name: 'Leave as Casey Morgan' }).click();
  await expect(page.getByText('Manager has joined the call')).toHaveCount(0);
  await expect(page.getByText('A manager has muted you')).toHaveCount(0);
  await expect.poll(async () => (await api.contact(contactId)).monitors).toEqual([]);
});
