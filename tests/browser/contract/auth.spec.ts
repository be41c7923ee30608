import { test, expect } from '../support/fixtures.ts';
import { openStreams } from './support.ts';

// Streams' own login flow against Connect Local: no ACK from a signed-out CCP, streams' login popup, signing in
// on Connect Local's login page, the iframe refresh that brings the agent, and the popup closing itself.

test.afterEach(async ({ api }) => {
  // Settings outlive a reset; the other files expect the CCP to sign the default agent in by itself.
  await api.settings({ requireLogin: false });
});

test('signed out: streams opens the login popup, the agent signs in, agent init follows and the popup closes', async ({ page, panel, connectLocal, api }) => {
  await api.settings({ requireLogin: true });
  const since = Date.now();
  const popupOpened = page.waitForEvent('popup');
  // A short load timeout makes streams give up on the first ACK, and refresh the iframe, sooner than its 5 s default.
  const streams = await openStreams(page, panel, connectLocal, { waitForAgent: false, query: { ccpLoadTimeout: '1000' } });

  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(`${connectLocal.url}/connect/login`);
  expect(await streams.eventNames()).not.toContain('agent.init');
  // The signed-out CCP page starts no worker, so nothing has called the CTI API.
  expect(((await api.state()).cti as { at: number }[]).filter((c) => c.at >= since)).toEqual([]);

  await expect(popup.getByRole('heading', { name: 'Sign in to Connect Local' })).toBeVisible();
  await popup.getByLabel('User').selectOption({ label: 'Alex Rivera (agent)' });
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();

  await streams.waitForEvent('agent.init');
  expect(await streams.agent()).toMatchObject({ name: 'Alex Rivera', state: { name: 'Offline' } });
  await closed;
  expect(popup.isClosed()).toBe(true);

  // The signed-in agent works end to end.
  expect(await streams.setState('Available')).toMatchObject({ ok: true });
  expect(await api.agentState()).toMatchObject({ name: 'Available' });
});

test('the agent signed in on the login page is the one streams gets', async ({ page, panel, connectLocal, api }) => {
  await api.settings({ requireLogin: true });
  const popupOpened = page.waitForEvent('popup');
  const streams = await openStreams(page, panel, connectLocal, { waitForAgent: false, query: { ccpLoadTimeout: '1000' } });
  const popup = await popupOpened;

  await popup.getByLabel('User').selectOption({ label: 'Jordan Lee (jordan)' });
  await popup.getByRole('button', { name: 'Sign in' }).click();

  await streams.waitForEvent('agent.init');
  expect((await streams.agent()).name).toBe('Jordan Lee');
  expect(await streams.setState('Break')).toMatchObject({ ok: true });
  expect(await api.agentState('jordan')).toMatchObject({ name: 'Break' });
  expect(await api.agentState('agent')).toMatchObject({ name: 'Offline' });
});
