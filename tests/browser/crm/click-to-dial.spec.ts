import { test, expect } from '../support/fixtures.ts';

/** Click-to-dial: the …/dial?number= route, as a CRM link or the browser's tel: handler opens it, and the tel: registration in Settings. */

test('…/dial?number= opens the number pad with the number normalised, and dials on the agent’s click', async ({ page, panel, api }) => {
  await page.goto(`${panel.url}/dial?number=${encodeURIComponent('tel:+1-206-555-0100')}`);
  await expect(page).toHaveURL(`${panel.url}/softphone`);
  const pad = page.getByRole('form', { name: 'Number pad' });
  await expect(pad.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+12065550100');
  // Nothing is dialled before the click.
  expect((await api.state()).contacts).toEqual([]);
  await pad.getByRole('button', { name: 'Call', exact: true }).click();
  await expect.poll(async () => JSON.stringify((await api.state()).contacts)).toContain('+12065550100');
});

test('a malformed number or one the agent may not call is said, never dialled', async ({ page, panel, api }) => {
  await page.goto(`${panel.url}/dial?number=${encodeURIComponent('call me maybe')}`);
  await expect(page.getByRole('status').filter({ hasText: "The link's number call me maybe is not a phone number. Nothing was dialled." })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Number pad' })).toHaveCount(0);
  await api.patch('/agents/agent', { dialableCountries: ['us'] });
  await page.goto(`${panel.url}/dial?number=${encodeURIComponent('+44 20 7946 0958')}`);
  await expect(page.getByRole('status').filter({ hasText: "You are not allowed to call +44 20 7946 0958, the link's number." })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Number pad' })).toHaveCount(0);
  expect((await api.state()).contacts).toEqual([]);
});

test('Settings registers the panel for tel: links when the agent asks', async ({ page, panel }) => {
  // The browser's own registration prompt cannot be answered under automation: the calls the panel makes are recorded on their way to it.
  await page.addInitScript(() => {
    const register = navigator.registerProtocolHandler.bind(navigator);
    (window as any).registered = [];
    navigator.registerProtocolHandler = (scheme: string, url: string) => ((window as any).registered.push([scheme, url]), register(scheme, url));
  });
  await page.goto(`${panel.url}/settings`);
  const button = page.getByRole('button', { name: 'Use this panel for phone links' });
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => (window as any).registered)).toEqual([]);
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your browser was asked to open phone links here.' })).toBeVisible();
  expect(await page.evaluate(() => (window as any).registered)).toEqual([['tel', `${panel.url}/dial?number=%s`]]);
});
