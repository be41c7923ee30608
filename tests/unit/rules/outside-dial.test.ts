import { describe, expect, it } from 'vitest';
import { outsideDialDecision } from '../../../src/shared/rules/outside-dial';
import { isPremiumRate } from '../../../src/shared/rules/premium-rate';

const plain = { emergency: false, premiumRate: false };

describe('dialling from outside the panel', () => {
  it('a link (…/dial, tel:) always waits for the agent, auto-dial or not: any page can open it', () => {
    expect(outsideDialDecision({ source: 'link', autoDial: false, ...plain })).toBe('ask');
    expect(outsideDialDecision({ source: 'link', autoDial: true, ...plain })).toBe('ask');
  });

  it('the embedding API dials at once only where the admin turned auto-dial on', () => {
    expect(outsideDialDecision({ source: 'embed', autoDial: false, ...plain })).toBe('ask');
    expect(outsideDialDecision({ source: 'embed', autoDial: true, ...plain })).toBe('dial');
  });

  it('emergency and premium-rate numbers always wait for the agent', () => {
    for (const source of ['link', 'embed'] as const) {
      expect(outsideDialDecision({ source, autoDial: true, emergency: true, premiumRate: false })).toBe('ask');
      expect(outsideDialDecision({ source, autoDial: true, emergency: false, premiumRate: true })).toBe('ask');
    }
  });
});

describe('premium-rate numbers', () => {
  it('are told by libphonenumber’s number type', () => {
    for (const n of ['+19005550100', '+449098790000', '+33899123456']) expect(isPremiumRate(n), n).toBe(true);
    for (const n of ['+12065550100', '+442079460000', '911', 'not a number']) expect(isPremiumRate(n), n).toBe(false);
  });
});
