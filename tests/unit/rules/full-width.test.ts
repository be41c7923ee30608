import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/shared/domain/clock';
import {
  createFullWidthDeduper,
  FULL_WIDTH_DEDUPE_MS,
  hasFullWidthDigits,
  normalizeFullWidthDigits,
} from '../../../src/shared/rules/full-width';

describe('full-width numerals', () => {
  it('detects U+FF10 to U+FF19 only', () => {
    expect(hasFullWidthDigits('０')).toBe(true);
    expect(hasFullWidthDigits('abc９')).toBe(true);
    expect(hasFullWidthDigits('0123456789')).toBe(false);
    expect(hasFullWidthDigits('\uFF0F\uFF1A')).toBe(false);
  });
  it('normalises each to its ASCII digit and keeps other characters', () => {
    expect(normalizeFullWidthDigits('＋０１２３４５６７８９#')).toBe('＋0123456789#');
  });
});

describe('full-width dedupe within 60 s', () => {
  it('flags the same input delivered again within 60 s, while the field still holds its result, as a duplicate', () => {
    const clock = new ManualClock(0);
    const dedupe = createFullWidthDeduper(clock);
    expect(dedupe.convert('１２', '')).toEqual({ text: '12', converted: true, duplicate: false });
    clock.advance(FULL_WIDTH_DEDUPE_MS - 1);
    expect(dedupe.convert('１２', '12').duplicate).toBe(true);
  });
  it('lets the agent type the same numerals again after clearing or editing the field', () => {
    const dedupe = createFullWidthDeduper(new ManualClock(0));
    expect(dedupe.convert('１', '').duplicate).toBe(false);
    expect(dedupe.convert('1２', '1').duplicate).toBe(false);
    // Field cleared, then the same keys again: each is applied.
    expect(dedupe.convert('１', '')).toEqual({ text: '1', converted: true, duplicate: false });
    expect(dedupe.convert('1２', '1')).toEqual({ text: '12', converted: true, duplicate: false });
  });
  it('forgets it after 60 s and after reset', () => {
    const clock = new ManualClock(0);
    const dedupe = createFullWidthDeduper(clock);
    dedupe.convert('１２', '');
    clock.advance(60_000);
    expect(dedupe.convert('１２', '12').duplicate).toBe(false);
    dedupe.reset();
    expect(dedupe.convert('１２', '12').duplicate).toBe(false);
  });
  it('passes ASCII input straight through', () => {
    const dedupe = createFullWidthDeduper(new ManualClock(0));
    dedupe.convert('12', '');
    expect(dedupe.convert('12', '12')).toEqual({ text: '12', converted: false, duplicate: false });
  });
});
