import { describe, expect, it } from 'vitest';
import { fileSizeUnit } from '../../../src/shared/rules/email-attachments';

describe('attachment size units', () => {
  it('keeps bytes below 1 KB, kilobytes below 1 MB, then megabytes', () => {
    expect(fileSizeUnit(70)).toEqual({ value: 70, unit: 'byte' });
    expect(fileSizeUnit(1023)).toEqual({ value: 1023, unit: 'byte' });
    expect(fileSizeUnit(1536)).toEqual({ value: 1.5, unit: 'kilobyte' });
    expect(fileSizeUnit(3 * 1024 * 1024)).toEqual({ value: 3, unit: 'megabyte' });
  });
  it('reads in the locale with Intl unit formatting', () => {
    const { value, unit } = fileSizeUnit(70);
    expect(new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay: 'long' }).format(value)).toBe('70 bytes');
    const mb = fileSizeUnit(2.5 * 1024 * 1024);
    expect(new Intl.NumberFormat('de-DE', { style: 'unit', unit: mb.unit, maximumFractionDigits: 1 }).format(mb.value)).toBe('2,5 MB');
  });
});
