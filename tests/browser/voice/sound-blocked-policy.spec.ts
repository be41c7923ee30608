import { test, expect, type Page } from '../support/fixtures.ts';
import { chromiumArgs, findChromium } from '../support/chromium.ts';

// Chrome's desktop autoplay policy, set explicitly: no sound until the agent has clicked or typed in the page.
test.use({ launchOptions: { executablePath: findChromium(), args: [...chromiumArgs, '--autoplay-policy=document-user-activation-required'] }, trace: 'off' });

/** Asks the page through the DevTools protocol, which (unlike Playwright's own queries) is no user gesture. */
async function withoutGesture<T>(page: Page, expression: string): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true, userGesture: false })) as { result: { value: T } };
    return result.value;
  } finally {
    await cdp.detach();
  }
}

const buttonNames = (page: Page) =>
  withoutGesture<string[]>(page, `(() => [...document.querySelectorAll('button')].filter((b) => b.offsetParent !== null).map((b) => b.textContent.trim()))()`);
const audioState = (page: Page) => withoutGesture<string>(page, `(async () => { const c = new AudioContext(); const s = c.state; await c.close(); return s; })()`);

test('where the browser really blocks autoplay, a softphone agent is told in words and one click turns sound on', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { softphoneEnabled: true });
  await page.goto(panel.url);
  await expect.poll(() => buttonNames(page), { timeout: 15_000 }).toContain('Turn on sound');
  // The block is real: audio the page starts now stays suspended.
  expect(await audioState(page)).toBe('suspended');

  const notice = page.getByRole('status').filter({ hasText: 'Your browser is blocking sound' });
  await expect(notice).toContainText('Calls may ring without you hearing them');
  await notice.getByRole('button', { name: 'Turn on sound' }).click();
  await expect(notice).toBeHidden();
  expect(await audioState(page)).toBe('running');
});
