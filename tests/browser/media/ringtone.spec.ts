import { test, expect, type Page } from '../support/fixtures.ts';
import { needsMediaNetwork } from './support.ts';

/** Whether streams' voice ringtone is playing in the ccp-v2 frame (the hosted CCP's engine, Connect Local's ring). */
async function ringing(page: Page) {
  const ccp = page.frames().find((f) => f.url().includes('/connect/ccp-v2'))!;
  return ccp.evaluate(() => {
    const audio = (window as any).connect.core.ringtoneEngines?.voice?._audio as HTMLAudioElement | undefined;
    return !!audio && !audio.paused && audio.currentSrc.endsWith('/connect/ccp-v2/ringtone.wav');
  });
}

/** The accessible names of every node of one role in the page, read without acting as the user. */
async function accessibleNames(page: Page, role: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; name?: { value: string } }[] };
    return nodes.filter((n) => n.role?.value === role).map((n) => n.name?.value ?? '');
  } finally {
    await cdp.detach();
  }
}

// Trace snapshots run script in the page as a user gesture would, which would lift the autoplay block.
test.use({ trace: 'off' });

test.describe('ringtone and blocked sound', () => {
  needsMediaNetwork();

  test('the agent is told the browser blocks sound, turns it on in one click, and a call rings until accepted', async ({ page, panel, api }) => {
    await api.patch('/agents/agent', { softphoneEnabled: true });
    await page.goto(panel.url);
    // Nothing has been clicked yet, so Chromium's autoplay policy holds sound back. Playwright's own queries count
    // as a user gesture, so the notice is first looked for in the accessibility tree, through the DevTools protocol.
    await expect.poll(() => accessibleNames(page, 'button'), { timeout: 15_000 }).toContain('Turn on sound');
    const notice = page.getByRole('status').filter({ hasText: 'Your browser is blocking sound' });
    await notice.getByRole('button', { name: 'Turn on sound' }).click();
    await expect(notice).toBeHidden();

    await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
    await api.inboundCall();
    await expect.poll(() => ringing(page)).toBe(true);
    await page.getByRole('button', { name: 'Accept call' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText('Connected');
    await expect.poll(() => ringing(page)).toBe(false);
  });

  test('a call whose caller hangs up while it rings stops ringing and is cleared', async ({ page, panel, api }) => {
    await api.patch('/agents/agent', { softphoneEnabled: true });
    await page.goto(panel.url);
    const notice = page.getByRole('status').filter({ hasText: 'Your browser is blocking sound' });
    await expect.poll(() => accessibleNames(page, 'button'), { timeout: 15_000 }).toContain('Turn on sound');
    await notice.getByRole('button', { name: 'Turn on sound' }).click();
    await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
    const contactId = await api.inboundCall();
    await expect.poll(() => ringing(page)).toBe(true);
    await api.post(`/contacts/${contactId}/parties/customer/hang-up`);
    // Voice §4: no longer available: the ringtone stops and the contact is cleared.
    await expect.poll(() => ringing(page)).toBe(false);
    await expect(page.getByRole('heading', { name: 'No active calls' })).toBeVisible();
    expect(await api.contact(contactId)).toBeUndefined();
  });

  test('a desk phone agent is not told about sound', async ({ page, panel, api }) => {
    await api.patch('/agents/agent', { softphoneEnabled: false });
    await page.goto(panel.url);
    await expect(page.getByRole('combobox', { name: 'Agent status' })).toBeVisible();
    await expect(page.getByText('Your browser is blocking sound')).toHaveCount(0);
  });
});
