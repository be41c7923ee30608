import type { Locator } from '@playwright/test';
import { test, expect, type Page } from '../support/fixtures.ts';
import { availableAgent, carriesCalls, connectedInboundCall } from '../voice/support.ts';
import { acceptedChat, availableOnChat } from '../chat/support.ts';
import { sendTask } from '../task/support.ts';
import { sendEmail } from '../email/support.ts';

// The panel's layout at the spec's widths (§2, §9): the width presets xxs 225, xs 260, sm 300, md 320, lg 380 and
// xl 400 px, the header breakpoints 540 and 600 px, the 64 px phone field and the 65 px action bar. One page, the
// window resized in place.
const PRESETS = [225, 260, 300, 320, 380, 400];

/** How many controls each row of a control grid holds, top to bottom. */
function rowsOf(grid: Locator) {
  return grid.evaluate((g) => {
    const rows = new Map<number, number>();
    for (const c of Array.from(g.children)) {
      const top = Math.round(c.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
  });
}

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 700 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

test('the call controls hold from 225 to 400 px with no control alone on a row; the phone field is 64 px high', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await api.settings({ autoAnswer: false });
  await connectedInboundCall(page, api);
  const grid = page.getByRole('group', { name: 'Call controls' });
  await expect(grid.getByRole('button', { name: 'More' })).toBeVisible();
  const count = await grid.evaluate((g) => g.children.length);
  expect(count, 'a connected call shows Hold, Mute, Number pad, Quick connects and More').toBe(5);
  for (const width of PRESETS) {
    await atWidth(page, width);
    const rows = await rowsOf(grid);
    expect(rows.reduce((a, b) => a + b), `${width} px`).toBe(count);
    if (rows.length > 1) expect(rows.at(-1)!, `${width} px: rows ${rows.join(' + ')}`).toBeGreaterThanOrEqual(2);
    // Every control sits inside the window.
    const overflow = await grid.evaluate((g) => Array.from(g.querySelectorAll('button')).some((b) => b.getBoundingClientRect().right > document.documentElement.clientWidth + 1));
    expect(overflow, `${width} px: a control sticks out`).toBe(false);
  }

  await atWidth(page, 320);
  await grid.getByRole('button', { name: 'Number pad' }).click();
  const field = page.getByRole('form', { name: 'Number pad' }).getByRole('textbox');
  await expect(field).toBeVisible();
  expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(64);
});

test('the header shows the logo from 600 px and the status timer beside the status from 540 px, below it under that', async ({ page, panel }) => {
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  // Break is a not-routable status: the timer shows.
  await status.selectOption('Break');
  const timer = page.getByRole('group', { name: 'Status' }).getByRole('timer');
  await expect(timer).toBeVisible();
  const logo = page.locator('.brand-logo');

  await atWidth(page, 600);
  await expect(logo).toBeVisible();
  await atWidth(page, 599);
  await expect(logo).toBeHidden();

  const placement = async () => {
    const [s, t] = [(await status.boundingBox())!, (await timer.boundingBox())!];
    return t.y >= s.y + s.height - 1 ? 'below' : 'beside';
  };
  await atWidth(page, 540);
  expect(await placement()).toBe('beside');
  await atWidth(page, 539);
  expect(await placement()).toBe('below');
  await atWidth(page, 320);
  expect(await placement()).toBe('below');
});

test('after a call the action bar keeps its 65 px at every width', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await api.settings({ autoAnswer: false });
  const contactId = await connectedInboundCall(page, api);
  await api.post(`/contacts/${contactId}/parties/customer/hang-up`);
  const bar = page.locator('.action-bar').first();
  await expect(bar).toBeVisible();
  for (const width of PRESETS) {
    await atWidth(page, width);
    expect((await bar.boundingBox())!.height, `${width} px`).toBeGreaterThanOrEqual(65);
  }
});

test('the header holds one row from 225 to 400 px in German with its long incoming status: the + never wraps', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'de_DE'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await api.settings({ autoAnswer: false });
  await api.inboundCall({ from: '+14155550100', ringTimeoutSeconds: 600 });
  await expect(page.getByRole('combobox', { name: 'Agentenstatus' }).locator('option:checked')).toHaveText('Eingehender Kontakt');
  for (const width of PRESETS) {
    await atWidth(page, width);
    const rows = await page.locator('.header-row').evaluate((row) => {
      const middles = Array.from(row.children).filter((c) => c.getBoundingClientRect().width > 0).map((c) => {
        const r = c.getBoundingClientRect();
        return { middle: r.top + r.height / 2, right: r.right };
      });
      const s = row.querySelector('select')!.getBoundingClientRect();
      return { beside: middles.every((m) => m.middle >= s.top && m.middle <= s.bottom), inside: middles.every((m) => m.right <= document.documentElement.clientWidth + 1) };
    });
    expect(rows, `${width} px`).toEqual({ beside: true, inside: true });
  }
});

test('Accept, Reject and End call keep the spec’s 260-px button cap: side by side at 1000 px, stacked at 360 px', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await api.settings({ autoAnswer: false });
  await api.inboundCall({ from: '+14155550100', ringTimeoutSeconds: 600 });
  const accept = page.getByRole('button', { name: 'Accept call' });
  const reject = page.getByRole('button', { name: 'Reject call' });
  await expect(accept).toBeVisible();
  const boxes = async () => [(await accept.boundingBox())!, (await reject.boundingBox())!] as const;

  await atWidth(page, 1000);
  let [a, r] = await boxes();
  expect(a.width, 'Accept at 1000 px').toBeLessThanOrEqual(260);
  expect(r.width, 'Reject at 1000 px').toBeLessThanOrEqual(260);
  expect(Math.abs(a.y - r.y), 'side by side at 1000 px').toBeLessThan(1);
  // One alignment: the pair centred under the caller's name, as the card and its details are.
  const name = (await page.getByRole('heading', { name: '+14155550100' }).boundingBox())!;
  expect(Math.abs((a.x + r.x + r.width) / 2 - (name.x + name.width / 2)), 'the pair centred under the name').toBeLessThan(4);

  await atWidth(page, 360);
  [a, r] = await boxes();
  expect(r.y, 'Reject under Accept at 360 px').toBeGreaterThanOrEqual(a.y + a.height);
  expect(a.width).toBeLessThanOrEqual(260);

  await atWidth(page, 1000);
  await accept.click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  const end = page.getByRole('button', { name: 'End call' });
  await expect(end).toBeVisible();
  expect((await end.boundingBox())!.width, 'End call at 1000 px').toBeLessThanOrEqual(260);
});

test('one incoming toast with a “+1 more” count, never over the task list or the action bar at 320, 360, 420 and 1000 px', async ({ page, panel, api }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api);
  await sendTask(api, { name: 'Call back about the refund' });
  await sendEmail(api, { subject: 'Delivery' });
  // One toast: the other offer waits behind it, counted. Which one streams hands the panel first is the snapshot's
  // order, not the order the two were sent in.
  const toast = page.getByRole('alertdialog');
  await expect(toast).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(1);
  const taskFirst = (await page.getByRole('alertdialog', { name: 'Incoming task' }).count()) === 1;
  await expect(page.getByRole('alertdialog', { name: taskFirst ? 'Incoming task' : 'Incoming email from Pat Customer' })).toBeVisible();
  await expect(toast).toContainText('+1 more');
  const tray = page.locator('.toasts');
  const list = page.getByRole('navigation', { name: 'Task List' });
  const bar = page.locator('.action-bar').filter({ has: page.getByRole('button', { name: 'End chat' }) });
  for (const width of [320, 360, 420, 1000]) {
    await page.setViewportSize({ width, height: 640 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const t = (await tray.boundingBox())!;
    for (const [what, el] of [['the task list', list], ['the action bar', bar]] as const) {
      const b = (await el.boundingBox())!;
      const overlaps = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
      expect(overlaps, `${width} px: the toast over ${what}`).toBe(false);
    }
    // Under 400 px it spans the window.
    if (width < 400) expect(t.width, `${width} px`).toBeGreaterThanOrEqual(width - 1);
  }
  // Done with the first toast, the other shows, uncounted; the email's says its sender in its one-line title.
  const [first, second] = taskFirst ? ['Incoming task', 'Incoming email from Pat Customer'] : ['Incoming email from Pat Customer', 'Incoming task'];
  await page.getByRole('alertdialog', { name: first }).getByRole('button', { name: 'Close notification' }).click();
  const next = page.getByRole('alertdialog', { name: second });
  await expect(next).toBeVisible();
  await expect(next).not.toContainText('more');
});

test('at 1000×800 the home’s Check my setup opens Settings with the section in view and its heading focused', async ({ page, panel, api }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await api.patch('/agents/agent', { softphoneEnabled: true });
  await page.goto(panel.url);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  await page.getByRole('button', { name: 'Check my setup' }).click();
  const heading = page.getByRole('heading', { name: 'Check my setup' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport({ ratio: 1 });
  // Not under the sticky Save bar either: the heading is the topmost thing where it is drawn.
  expect(await heading.evaluate((h) => {
    const r = h.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + 4, r.top + r.height / 2);
    return top !== null && h.contains(top);
  })).toBe(true);
});

test('a chat at 360×640 says its name, status and timer once (in its task-list row) and gives the transcript a fair share of the window', async ({ page, panel, api }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api);
  const log = page.getByRole('log', { name: 'Transcript' });
  await expect(log).toBeVisible();
  // The chat's name is its section's heading for a screen reader; on screen, the row above says it.
  await expect(page.getByRole('region', { name: 'Casey Customer' })).toBeVisible();
  const shown = await page.evaluate(() => Array.from(document.querySelectorAll('main *')).filter((e) => e.childElementCount === 0 && e.textContent === 'Casey Customer' && e.getBoundingClientRect().width > 1 && e.checkVisibility()).length);
  expect(shown, 'the name drawn once').toBe(1);
  const box = (await log.boundingBox())!;
  // 199 px (31 %) with the banner repeating the row; about 255 px (40 %) without it, under the task list's row, the
  // chat's timers, the composer and the 65-px action bar.
  expect(box.height / 640, 'the transcript’s share of 640 px').toBeGreaterThanOrEqual(0.38);
});

test('at 1000 px Create task\'s fields stop at a reading width, and Settings\' footer covers nothing of the form at 1000x800', async ({ page, panel }) => {
  await availableAgent(page, panel.url);
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.getByRole('tab', { name: /^Task/ }).click();
  await page.getByRole('button', { name: 'Create task' }).click();
  const form = page.getByRole('region', { name: 'Create task' });
  await form.getByRole('button', { name: 'Add reference' }).click();
  // Cloudscape's form fields do not stretch across a wide screen (issue 41 saw 976-px fields).
  for (const field of [form.getByLabel('Task name'), form.getByLabel('Description'), form.getByRole('textbox', { name: 'Reference 1 link' }), form.getByLabel('Assign to')]) {
    const box = (await field.boundingBox())!;
    expect(box.width, `${await field.evaluate((e) => e.id)} is at most 36rem wide`).toBeLessThanOrEqual(36 * 14 + 1);
  }
  // References is a container: its header is at least as large as the labels of its fields.
  const size = (l: Locator) => l.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(await size(form.getByRole('heading', { name: 'References' }))).toBeGreaterThanOrEqual(await size(form.getByText('Reference 1 link', { exact: true })));

  await page.getByRole('tab', { name: /^Settings/ }).click();
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toBeVisible();
  const footer = page.locator('.settings-actions');
  const [field, bar] = [(await language.boundingBox())!, (await footer.boundingBox())!];
  expect(field.y + field.height, 'Language ends above Save and Cancel').toBeLessThanOrEqual(bar.y);
  // The footer's rule is as wide as the sections above it.
  const section = (await page.locator('.settings-language').boundingBox())!;
  expect(Math.round(bar.x)).toBe(Math.round(section.x));
  expect(Math.round(bar.width)).toBe(Math.round(section.width));
});

test('the number pad is centred in its column at 360 and 1000 px', async ({ page, panel }) => {
  await availableAgent(page, panel.url);
  await page.getByRole('button', { name: 'Number pad' }).click();
  const pad = page.getByRole('form', { name: 'Number pad' });
  await expect(pad.getByRole('group', { name: 'Keypad' })).toBeVisible();
  for (const width of [360, 1000]) {
    await atWidth(page, width);
    const { pad: p, column } = await pad.evaluate((f) => {
      const box = (e: Element) => e.getBoundingClientRect();
      const parent = f.parentElement!;
      const s = getComputedStyle(parent);
      const r = box(parent);
      const left = r.left + parseFloat(s.borderLeftWidth) + parseFloat(s.paddingLeft);
      const right = r.right - parseFloat(s.borderRightWidth) - parseFloat(s.paddingRight);
      const keys = box(f.querySelector('[role="group"]')!);
      return { pad: (keys.left + keys.right) / 2, column: (left + right) / 2 };
    });
    expect(Math.abs(p - column), `${width} px: the keypad's middle is the column's`).toBeLessThan(2);
  }
});

test('quick connects’ buttons hold one row at 392 px: Close is an icon button named by its tooltip', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await api.settings({ autoAnswer: false });
  await connectedInboundCall(page, api);
  await page.getByRole('button', { name: 'Quick connects' }).click();
  const panelRegion = page.getByRole('region', { name: 'Quick connects' });
  const close = panelRegion.getByRole('button', { name: 'Close quick connects' });
  await expect(close).toBeVisible();
  for (const width of [392, 360]) {
    await atWidth(page, width);
    const rows = await panelRegion.locator('.action-bar').evaluate((bar) => new Set(Array.from(bar.querySelectorAll('button')).map((b) => Math.round(b.getBoundingClientRect().top))).size);
    expect(rows, `${width} px: one row of buttons`).toBe(1);
  }
  // Its name shows on pointing, as the panel's own tooltip.
  await close.hover();
  await expect(page.getByRole('tooltip', { name: 'Close quick connects' })).toBeVisible();
  await close.click();
  await expect(panelRegion).toHaveCount(0);
});

test('the carrier note shows only beside another window, and starts where the panel’s content does', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { softphoneEnabled: true });
  await availableAgent(page, panel.url);
  await carriesCalls(page);
  const note = page.getByRole('status').getByText('Calls ring and play in this window.');
  // The agent's only window: nothing to tell apart.
  await expect(note).toHaveCount(0);
  const other = await page.context().newPage();
  await other.goto(panel.url);
  await expect(other.getByRole('button', { name: 'Take calls in this window' })).toBeVisible();
  await expect(note).toBeVisible();
  for (const width of [360, 1000]) {
    await atWidth(page, width);
    // Where the words start, not the box: the note's text and the home's first line of text.
    const textLeft = (l: Locator) => l.evaluate((e) => {
      const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT, { acceptNode: (n) => (n.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP) });
      const range = document.createRange();
      range.selectNodeContents(walker.nextNode()!);
      return Math.round(range.getBoundingClientRect().left);
    });
    expect(await textLeft(note), `${width} px`).toBe(await textLeft(page.getByText('No active calls')));
  }
  // Back to one window: the note goes.
  await other.close();
  await expect(note).toHaveCount(0);
});
