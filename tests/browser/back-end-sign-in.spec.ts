import { test, expect } from './support/fixtures.ts';
import { availableAgent, connectedInboundCall } from './voice/support.ts';

// The agent signs in to Connect Local's identity provider (OpenID Connect, authorization code with PKCE) and the
// panel calls the shipped back ends (backends/, through emulator/back-ends) with that token: the back end acts for
// the agent on the contact, refuses another agent in words, and a refused renewal is said once, never retried.

// These specs are about the sign-in itself: their page starts signed out.
test.use({ signedIn: false });

const audit = async (api: { get: (p: string) => Promise<any> }) => (await api.get('/back-ends/audit')).lines as { who: string; action: string; result: string; reason?: string }[];

test('the panel signs in through the identity provider, and the recording toggle acts through the real back end as the agent', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  // The one-time code left the address bar at once; the token never was in it.
  expect(page.url()).not.toMatch(/code=|state=|token/);
  const contactId = await connectedInboundCall(page, api);
  const toggle = page.getByRole('button', { name: /^Recording/ });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await page.getByRole('group', { name: 'Pause the recording?' }).getByRole('button', { name: 'Pause recording' }).click();
  await expect.poll(async () => (await api.contact(contactId)).recording).toBe('suspended');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await audit(api)).toContainEqual(expect.objectContaining({ who: 'agent', action: 'recording-suspend', result: 'allowed' }));
});

test('another agent’s token on this agent’s contact is refused, and the panel says so in words', async ({ page, panel, api }) => {
  // The identity provider shows its sign-in page; someone signs in there as Jordan, while the CCP is Alex's.
  await api.patch('/identity', { signIn: 'page' });
  await page.goto(panel.url);
  await page.getByRole('combobox', { name: 'User' }).selectOption('jordan');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await status.selectOption('Available');
  await connectedInboundCall(page, api);
  await expect(page.getByText('Refused: only the agent connected to this contact may do this.')).toBeVisible();
  expect(await audit(api)).toContainEqual(expect.objectContaining({ who: 'jordan', result: 'refused', reason: 'not-agent-on-contact' }));
});

test('a refused renewal is said once, and the panel does not keep asking', async ({ page, panel, api }) => {
  // Tokens that expire at once, and an identity provider that refuses to renew them.
  await api.patch('/identity', { accessTokenSeconds: 1, refuseRefresh: true });
  const tokenRequests: string[] = [];
  page.on('request', (r) => void (r.url().endsWith('/oidc/token') && tokenRequests.push(r.postData() ?? '')));
  await availableAgent(page, panel.url);
  await connectedInboundCall(page, api);
  const said = page.getByText('Your sign-in for recording, the call transcript and email addresses has ended. Reload the panel to sign in again.');
  await expect(said).toHaveCount(1);
  // Said once, asked once: the identity provider was not asked again, and no call reached the back end.
  expect(tokenRequests.filter((b) => b.includes('grant_type=refresh_token')).length).toBeLessThanOrEqual(1);
  expect(await audit(api)).toEqual([]);
});
