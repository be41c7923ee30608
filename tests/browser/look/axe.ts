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
