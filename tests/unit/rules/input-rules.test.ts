import { describe, expect, it } from 'vitest';
import { isDialpadInput } from '../../../src/shared/rules/digits';
import { isValidQuickConnect } from '../../../src/shared/rules/quick-connects';

describe('number pad input', () => {
  it('accepts digits, *, # and +', () => expect(isDialpadInput('+12*#0')).toBe(true));
  it('refuses anything else', () => {
    expect(isDialpadInput('12a')).toBe(false);
    expect(isDialpadInput('')).toBe(false);
  });
});

describe('quick connect validity', () => {
  const full = { endpointARN: 'arn', endpointId: 'id', name: 'Sales', type: 'queue' as const };
  it('needs endpointARN, endpointId, name and type', () => {
    expect(isValidQuickConnect(full)).toBe(true);
    expect(isValidQuickConnect({ ...full, endpointId: '' })).toBe(false);
    expect(isValidQuickConnect({ ...full, name: undefined as never })).toBe(false);
  });
});
