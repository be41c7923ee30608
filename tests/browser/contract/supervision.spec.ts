import { test, expect } from '../support/fixtures.ts';
import { availableAgent, openStreams } from './support.ts';

// A supervisor's streams: a contact they monitor, switched between barge and silent monitoring with the documented
// contact.bargeIn() and contact.silentMonitor(). Connect Local starts the monitoring as the real-time metrics page would.

test('a supervisor barges in and goes back to silent monitoring through streams', async ({ page, browser, panel, connectLocal, api }) => {
  const agent = await availableAgent(page, panel, connectLocal);
  const contactId = await api.inboundCall();
  await agent.waitForEvent('contact', contactId);
  expect(await agent.accept(contactId)).toMatchObject({ ok: true });
  await agent.waitForEvent('contact.connected', contactId);

  // The supervisor signs in at Connect Local in their own browser context, then opens the contract page there.
  const context = await browser.newContext();
  const login = await context.newPage();
  await login.goto(`${connectLocal.url}/connect/login`);
  await login.getByRole('combobox', { name: 'User' }).selectOption('supervisor');
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login.getByRole('heading', { name: 'Signed in' })).toBeVisible();
  const supervisor = await openStreams(await context.newPage(), panel, connectLocal);
  expect((await supervisor.agent()).name).not.toBe((await agent.agent()).name);

  await api.post(`/contacts/${contactId}/monitor`, { supervisor: 'supervisor', mode: 'SILENT_MONITOR' });
  await supervisor.waitForEvent('contact', contactId);
  const status = async () => (await supervisor.probe({ contactId, who: 'agent' }, ['getMonitorStatus'])).getMonitorStatus;
  await expect.poll(status).toBe('SILENT_MONITOR');

  expect(await supervisor.invoke(contactId, 'bargeIn', [], true)).toMatchObject({ ok: true });
  await expect.poll(async () => (await api.contact(contactId)).monitors.map((m: { mode: string }) => m.mode)).toEqual(['BARGE']);
  await expect.poll(status).toBe('BARGE');

  expect(await supervisor.invoke(contactId, 'silentMonitor', [], true)).toMatchObject({ ok: true });
  await expect.poll(async () => (await api.contact(contactId)).monitors.map((m: { mode: string }) => m.mode)).toEqual(['SILENT_MONITOR']);
  await expect.poll(status).toBe('SILENT_MONITOR');
  // The agent's own call went on throughout.
  expect((await agent.contact(contactId)).state).toBe('connected');
  await context.close();
});
