import { test, expect, type Page } from '../support/fixtures.ts';
import { availableAgent } from '../voice/support.ts';
import { startChat } from '../chat/support.ts';
import { LOCALES } from '../../../src/shared/i18n/locales.ts';

// No clipping at 320 px or 200 % zoom in any language (issue 16). A 320 CSS px wide window at device scale 2 is
// what a 640 px panel shows at 200 % zoom (and WCAG's reflow width). In each language, on each main screen,
// nothing may stick out sideways (the page would scroll) and no text may be cut, except names cut on purpose
// with the whole name on hover (a title).
test.use({ viewport: { width: 320, height: 640 }, deviceScaleFactor: 2 });

/** What overflows on the page as it is now: one line per problem, naming the element and its text. */
function overflowProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // Only the channel tab strip is made to scroll sideways; any other sideways scrolling is a problem of its own.
    const inSidewaysScroller = (el: Element) => {
      const strip = el.parentElement?.closest('[role="tablist"]');
      return !!strip && ['auto', 'scroll'].includes(getComputedStyle(strip).overflowX);
    };
    if (document.documentElement.scrollWidth > width + 1) problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    const visuallyHidden = (el: HTMLElement) => {
      for (let x: HTMLElement | null = el; x; x = x.parentElement) {
        const r = x.getBoundingClientRect();
        if (r.width <= 1 && r.height <= 1 && getComputedStyle(x).overflow === 'hidden') return true;
      }
      return false;
    };
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[aria-hidden="true"], .visually-hidden, svg, dialog:not([open])')) continue;
      // Visually hidden by a media query (a 1-px clipped box, as .visually-hidden), text kept for screen readers.
      if (visuallyHidden(el)) continue;
      // Controls and text sticking out of the window on either side. Content of a sideways-scrolling strip (the
      // channel tabs) is reachable by scrolling it; the strip itself is checked like anything else.
      const hasOwnText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      const control = el.matches('button, a, input, select, textarea, [role="tab"]');
      if ((control || hasOwnText) && (rect.right > width + 1 || rect.left < -1) && !inSidewaysScroller(el)) problems.push(`${name(el)} sticks out of the window (${Math.round(rect.left)}–${Math.round(rect.right)} of ${width})`);
      // A word of a tab's or a call control's label broken across lines ('Einstel-lungen'): the layout gave it too
      // little room. Breaks at spaces, hyphens, soft hyphens and slashes are fine; CJK text breaks by its rules.
      // Japanese: a katakana word ('ウィンドウ', 'ソフトフォン') is kept whole in any label, heading or banner title
      // (the panel breaks Japanese between phrases).
      const labels = el.matches('[role="tab"], .control-button');
      const katakanaLabels = el.matches('button, label, legend, h1, h2, h3, h4, .banner-title');
      if (labels || katakanaLabels) {
        for (const node of Array.from(el.querySelectorAll('*')).concat(el).flatMap((e) => Array.from(e.childNodes)).filter((n) => n.nodeType === Node.TEXT_NODE)) {
          const text = node.textContent ?? '';
          // The line of the word's first and of its last letter (a range just after a soft hyphen also has a rect
          // for the hyphen drawn at the end of the line before: the letter's own box is its last rect).
          const lineOf = (at: number) => {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
            return Math.round(rects.at(-1)?.top ?? 0);
          };
          const words = [...(labels ? text.matchAll(/[^\s\-\u2010\u00ad/]{2,}/g) : [])].filter((m) => !/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(m[0]));
          for (const m of [...words, ...text.matchAll(/[\u30a1-\u30fc]{3,}/g)]) {
            if (lineOf(m.index!) !== lineOf(m.index! + m[0].length - 1)) problems.push(`${name(el)} breaks the word "${m[0]}" across lines`);
          }
        }
      }
      // Text cut by its own box: overflow hidden/clip (an ellipsis included) with more content than room.
      const clips = ['hidden', 'clip'].includes(style.overflowX);
      if (clips && el.scrollWidth > el.clientWidth + 1 && !el.closest('[title]') && !el.querySelector('[title]')) problems.push(`${name(el)} is cut (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return problems;
  });
}

async function expectNoOverflow(page: Page, screen: string) {
  // Fonts settle before measuring (a fallback font has other widths).
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await overflowProblems(page), screen).toEqual([]);
}

const locales = process.env.REFLOW_LOCALES?.split(',') ?? [...LOCALES];

/** Shows the panel in `locale` (as picked on this browser) at `path`. */
async function openIn(page: Page, url: string, locale: string) {
  await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), locale);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', locale.replace('_', '-'));
}

test('a call with two parties, the homes and Settings fit 320 px (200 % zoom) in every language', async ({ page, panel, api }) => {
  test.setTimeout(240_000);
  await availableAgent(page, panel.url);
  await api.settings({ autoAnswer: false });
  // A multiparty call: the widest call screen.
  await api.inboundCall({ from: '+14155550100' });
  await page.getByRole('button', { name: 'Accept call' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await page.getByRole('button', { name: 'Quick connects' }).click();
  await page.getByRole('combobox', { name: 'Search quick connects' }).fill('Front desk');
  await page.getByRole('button', { name: 'Call to add' }).click();
  await expect(page.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(2);

  for (const locale of locales) {
    await openIn(page, `${panel.url}/softphone`, locale);
    // The view opens the channel's contact from the list.
    await page.getByRole('navigation').getByRole('link').first().click();
    await expect(page.getByText('Front desk', { exact: true })).toBeVisible();
    await expectNoOverflow(page, `${locale}: call with two parties`);
    // Chat, Email and Task homes, and Settings (tabs in that order; their names are translated).
    const tabs = page.getByRole('tab');
    for (const i of [1, 2, 3, 4]) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await expectNoOverflow(page, `${locale}: tab ${i}`);
    }
  }
});

test('a connected chat with its composer fits 320 px (200 % zoom) in every language', async ({ page, panel, api }) => {
  test.setTimeout(240_000);
  await availableAgent(page, panel.url);
  await page.getByRole('tab', { name: /^Chat/ }).click();
  const { contactId } = await startChat(api);
  await page.getByRole('button', { name: 'Accept chat' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect.poll(async () => (await api.contact(contactId))?.state).toBe('connected');
  await api.post(`/contacts/${contactId}/customer/messages`, { content: 'Hello, where is my order? It was due on Monday.' });

  for (const locale of locales) {
    await openIn(page, `${panel.url}/chat`, locale);
    await page.getByRole('navigation').getByRole('link').first().click();
    await expect(page.getByText('Hello, where is my order?')).toBeVisible();
    await expectNoOverflow(page, `${locale}: chat with composer`);
  }
});
