import { describe, expect, it } from 'vitest';
import { chosenFrom, defaultFromChoice, fromChoiceByAddress } from '../../../src/shared/rules/email-from';

const support = { address: { address: 'support@acme.example', displayName: 'Support' }, isDefault: true };
const orders = { address: { address: 'orders@acme.example' }, isDefault: false };

describe('the From address of a new email', () => {
  it('defaults to the queue default, else the first offered, else none', () => {
    expect(defaultFromChoice([orders, support])).toBe(support);
    expect(defaultFromChoice([orders])).toBe(orders);
    expect(defaultFromChoice([])).toBeUndefined();
  });
  it('keeps a chosen address only while the queue offers it (case does not matter)', () => {
    expect(chosenFrom([support, orders], { address: 'ORDERS@acme.example' })).toEqual({ address: 'orders@acme.example' });
    expect(chosenFrom([support], { address: 'orders@acme.example' })).toBeUndefined();
    expect(chosenFrom([support, orders], undefined)).toBeUndefined();
  });
  it('finds the picked entry by its address', () => {
    expect(fromChoiceByAddress([support, orders], 'orders@acme.example')).toBe(orders);
    expect(fromChoiceByAddress([support, orders], 'evil@else.example')).toBeUndefined();
  });
});
