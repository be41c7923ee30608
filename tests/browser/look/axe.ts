import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, FrameLocator } from '@playwright/test';
import { expect, type Page } from '../support/fixtures.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it is now and fails on any violation, listing each
 * with the elements it found. The source is evaluated through the debugging protocol, so the page's CSP (no
 * inline script) stays in force for the panel itself.
 */
export async function expectNoAxeViolations(page: Page | Frame, screen: string) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as any).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations as Violation[];
  });
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`).join('\n')}`);
  expect(report, `axe on ${screen}`).toEqual([]);
}

/** The frame behind a frame locator (a plugin in the workspace, the screen-sharing view), for axe to run in. */
export async function frameOf(locator: FrameLocator): Promise<Frame> {
  const frame = await (await locator.owner().elementHandle())?.contentFrame();
  if (!frame) throw new Error('the frame has no document');
  return frame;
}

type Colour = number[];
interface LookContrast {
  rgba(css: string): [number, number, number, number];
  over(top: Colour, under: Colour): Colour;
  ratio(a: Colour, b: Colour): number;
  behind(el: Element | null): Colour;
  name(el: Element): string;
}

/** Installs, in the page, the colour arithmetic both contrast checks use (window.__lookContrast). */
function installLookContrast() {
  const canvas = document.createElement('canvas').getContext('2d')!;
  /** Any CSS colour (rgb(), color(srgb …) from color-mix …) as [r, g, b, a] in 0–255 and 0–1, through a canvas. */
  const rgba = (css: string): [number, number, number, number] => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = '#000';
    canvas.fillStyle = css;
    canvas.fillRect(0, 0, 1, 1);
    const d = canvas.getImageData(0, 0, 1, 1).data;
    return [d[0]!, d[1]!, d[2]!, d[3]! / 255];
  };
  const over = (top: number[], under: number[]) => [0, 1, 2].map((i) => top[i]! * top[3]! + under[i]! * (1 - top[3]!)).concat(1);
  const lum = (c: number[]) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      const x = v / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const ratio = (a: number[], b: number[]) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x! + 0.05) / (y! + 0.05);
  };
  /** What is painted at an element: its own and its ancestors' backgrounds, composed from the page's up. */
  const behind = (el: Element | null): number[] => {
    const chain: Element[] = [];
    for (let e = el; e; e = e.parentElement) chain.unshift(e);
    let colour = [255, 255, 255, 1];
    const root = rgba(getComputedStyle(document.documentElement).backgroundColor);
    if (root[3] === 0 && matchMedia('(prefers-color-scheme: dark)').matches) colour = [0, 0, 0, 1];
    for (const e of chain) {
      const bg = rgba(getComputedStyle(e).backgroundColor);
      if (bg[3] > 0) colour = over(bg, colour);
    }
    return colour;
  };
  const name = (el: Element) => `${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\s+/).join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
  (window as any).__lookContrast = { rgba, over, ratio, behind, name } satisfies LookContrast;
}

/**
 * Non-text contrast (WCAG 1.4.11), which axe does not check: every enabled control that draws its own boundary (a
 * border, or a fill that differs from what is behind it) draws it at 3:1 or more against what is behind it; fields,
 * selects, checkboxes and radios must draw one. Text-only controls (links, inline and tab buttons) are identified by
 * their text, which axe's color-contrast rule checks. The call controls' round icons count as their buttons'
 * boundary. The focus ring is checked by expectFocusRingContrast, its colour against the surfaces in
 * tests/unit/look/visual-language.test.ts.
 */
export async function expectNonTextContrast(page: Page | Frame, screen: string) {
  await page.evaluate(installLookContrast);
  const problems = await page.evaluate(() => {
    const { rgba, over, ratio, behind, name } = (window as any).__lookContrast as LookContrast;
    const problems: string[] = [];
    const controls = Array.from(document.querySelectorAll<HTMLElement>('button, select, input:not([type="hidden"]), textarea, .control-button-icon'));
    for (const el of controls) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || el.closest('[aria-hidden="true"]:not(.control-button-icon), [inert], dialog:not([open])')) continue;
      if ((el as HTMLButtonElement).disabled || el.closest('button:disabled, [aria-disabled="true"]')) continue;
      if (el.matches('.control-button')) continue; // its round icon is its boundary
      // A checkbox, radio or file picker the browser draws itself (appearance auto) is the user agent's look, which 1.4.11 exempts.
      if (el.matches('input[type="checkbox"], input[type="radio"], input[type="file"], input[type="range"], input[type="color"]') && getComputedStyle(el).appearance !== 'none') continue;
      const style = getComputedStyle(el);
      const back = behind(el.parentElement);
      const fill = over(rgba(style.backgroundColor), back);
      const width = parseFloat(style.borderTopWidth);
      const border = width >= 1 && style.borderTopStyle !== 'none' ? over(rgba(style.borderTopColor), back) : null;
      const drawsBorder = border && ratio(border, back) > 1.05;
      const drawsFill = ratio(fill, back) > 1.05;
      const field = el.matches('select, input, textarea');
      const best = Math.max(drawsBorder ? ratio(border!, back) : 0, drawsFill ? ratio(fill, back) : 0);
      if ((drawsBorder || drawsFill || field) && best < 3) problems.push(`${name(el)}: boundary ${best.toFixed(2)}:1 against what is behind it`);
    }
    return problems;
  });
  expect(problems, `non-text contrast on ${screen}`).toEqual([]);
}

/**
 * The focus ring (WCAG 1.4.11, 2.4.7): every enabled control on screen, focused as from the keyboard, draws a ring
 * (an outline, its own or its nearest wrapper's) at 3:1 or more against what the ring is drawn on: what is behind the
 * control for a ring outside it, the control's own fill for one inside it (a negative outline-offset, as on the tabs
 * and menu items). The page is left as it was: focus is taken without scrolling and given back.
 */
export async function expectFocusRingContrast(page: Page, screen: string) {
  // Script focus shows the ring (:focus-visible) only after the keyboard was used last.
  await page.keyboard.press('Shift');
  await page.evaluate(installLookContrast);
  const { problems, checked } = await page.evaluate(() => {
    const { rgba, over, ratio, behind, name } = (window as any).__lookContrast as LookContrast;
    const before = document.activeElement as HTMLElement | null;
    const problems: string[] = [];
    let checked = 0;
    const focusable = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, select, input:not([type="hidden"]), textarea, [tabindex]:not([tabindex="-1"])'));
    for (const el of focusable) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || el.closest('[aria-hidden="true"], [inert], dialog:not([open])')) continue;
      if ((el as HTMLButtonElement).disabled) continue;
      el.focus({ preventScroll: true });
      if (document.activeElement !== el || !el.matches(':focus-visible')) continue;
      checked += 1;
      // The ring: the control's outline, or its wrapper's (a visually hidden file input inside its styled label).
      let ringed: HTMLElement | null = el;
      for (let i = 0; ringed && i < 3 && getComputedStyle(ringed).outlineStyle === 'none'; i += 1) ringed = ringed.parentElement;
      const style = ringed ? getComputedStyle(ringed) : null;
      if (!ringed || !style || style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 1) {
        problems.push(`${name(el)}: no focus ring`);
        continue;
      }
      // The browser's own ring (outline-style auto) is two-toned, dark and light, so it shows on any surface.
      if (style.outlineStyle === 'auto') continue;
      const inside = parseFloat(style.outlineOffset) < 0;
      const under = inside ? behind(ringed) : behind(ringed.parentElement);
      const ring = over(rgba(style.outlineColor), under);
      const r = ratio(ring, under);
      if (r < 3) problems.push(`${name(el)}: focus ring ${r.toFixed(2)}:1 against what it is drawn on`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    before?.focus({ preventScroll: true });
    return { problems, checked };
  });
  expect(checked, `focus rings on ${screen}: no control took keyboard focus`).toBeGreaterThan(0);
  expect(problems, `focus ring contrast on ${screen}`).toEqual([]);
}
