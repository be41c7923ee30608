import { test, expect, type Page } from '../support/fixtures.ts';
import { needsMediaNetwork } from './support.ts';

/** streams' voice ringtone in the ccp-v2 frame (the hosted CCP's engine): whether it plays, and on which device. */
async function ringtone(page: Page) {
  const ccp = page.frames().find((f) => f.url().includes('/connect/ccp-v2'))!;
  return ccp.evaluate(() => {
    const audio = (window as any).connect.core.ringtoneEngines?.voice?._audio as (HTMLAudioElement & { sinkId: string }) | undefined;
    return { playing: !!audio && !audio.paused, sinkId: audio?.sinkId ?? null };
  });
}

/** The accessible names of every node of one role, read without acting as the user (a query would be a gesture). */
async function accessibleNames(page: Page, role: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; name?: { value: string } }[] };
    return nodes.filter((n) => n.role?.value === role).map((n) => n.name?.value ?? '');
  } finally {
    await cdp.detach();
  }
}

test.use({ trace: 'off' });

test.describe('ringer device', () => {
  needsMediaNetwork();
  test.use({ permissions: ['microphone'] });

  test('the ringer picked in Settings is the device the ringtone plays on', async ({ page, panel, api }) => {
    await api.patch('/agents/agent', { softphoneEnabled: true });
    await page.goto(panel.url);
    await expect.poll(() => accessibleNames(page, 'button'), { timeout: 15_000 }).toContain('Turn on sound');
    await page.getByRole('button', { name: 'Turn on sound' }).click();

    await page.getByRole('tab', { name: 'Settings' }).click();
    const ringer = page.getByRole('group', { name: 'Audio devices' }).getByRole('combobox', { name: 'Ringer' });
    // A fake output other than the default one.
    const other = ringer.locator('option:not([value="default"])').first();
    await expect(other).toBeAttached();
    const deviceId = (await other.getAttribute('value'))!;
    await ringer.selectOption(deviceId);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();

    await page.getByRole('tab', { name: 'Voice' }).click();
    await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
    await api.inboundCall();
    await expect.poll(() => ringtone(page)).toEqual({ playing: true, sinkId: deviceId });
    await page.getByRole('button', { name: 'Accept call' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  });
});
