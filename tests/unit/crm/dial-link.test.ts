import { describe, expect, it } from 'vitest';
import { numberFromDialLink } from '../../../src/shared/crm/dial-link';

describe('the number in a click-to-dial link', () => {
  it('takes plain numbers and tel: URLs, dropping separators and parameters', () => {
    expect(numberFromDialLink('+1 (206) 555-0100')).toBe('+12065550100');
    expect(numberFromDialLink('tel:+1-206-555-0100')).toBe('+12065550100');
    expect(numberFromDialLink('TEL:2065550100;ext=12')).toBe('2065550100');
    expect(numberFromDialLink('911')).toBe('911');
  });
  it('refuses anything else', () => {
    for (const bad of [null, '', 'tel:', 'call me', '+1 206 555 0100, +44 20 7946 0958', 'javascript:alert(1)', '1'.repeat(65), '+1+2']) {
      expect(numberFromDialLink(bad), String(bad)).toBeNull();
    }
  });
});
