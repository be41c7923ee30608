import { describe, expect, it } from 'vitest';
import type { QuickConnect } from '../../../src/shared/domain/port-types';
import { autoSelectedQuickConnect, isCallableAddress, isCallButtonEnabled } from '../../../src/shared/rules/call-button';

const phone = (phoneNumber: string): QuickConnect => ({
  endpointARN: 'arn:p',
  endpointId: 'p',
  name: 'Phone',
  type: 'phone_number',
  phoneNumber,
});
const queue: QuickConnect = { endpointARN: 'arn:q', endpointId: 'q', name: 'Queue', type: 'queue' };

describe('call button enablement', () => {
  it('is disabled with nothing selected or typed', () => {
    expect(isCallButtonEnabled({ selected: null })).toBe(false);
    expect(isCallButtonEnabled({ selected: null, typedNumber: '  ' })).toBe(false);
  });
  it('is enabled for a phone-number quick connect with a possible number', () => {
    expect(isCallButtonEnabled({ selected: phone('+15555550100') })).toBe(true);
    expect(isCallButtonEnabled({ selected: phone('+1555') })).toBe(false);
  });
  it('is disabled for a quick connect that is not a phone-number address', () => {
    expect(isCallButtonEnabled({ selected: queue, typedNumber: '+14155550100' })).toBe(false);
    expect(isCallableAddress({ type: 'phone_number' })).toBe(false);
  });
  it('is enabled for a typed possible or emergency number', () => {
    expect(isCallButtonEnabled({ selected: null, typedNumber: '+44 20 7946 0958' })).toBe(true);
    expect(isCallButtonEnabled({ selected: null, typedNumber: '999' })).toBe(true);
    expect(isCallButtonEnabled({ selected: null, typedNumber: '112', country: 'de' })).toBe(true);
    expect(isCallButtonEnabled({ selected: null, typedNumber: '112', country: 'us' })).toBe(false);
    expect(isCallButtonEnabled({ selected: null, typedNumber: '4155550100' })).toBe(false);
  });
  it('is disabled without the outbound call permission', () => {
    expect(isCallButtonEnabled({ selected: phone('+14155550100'), canCallOutbound: false })).toBe(false);
  });
});

describe('auto-select when exactly one quick connect', () => {
  it('selects the only one and nothing otherwise', () => {
    expect(autoSelectedQuickConnect([queue])).toBe(queue);
    expect(autoSelectedQuickConnect([])).toBeNull();
    expect(autoSelectedQuickConnect([queue, phone('+14155550100')])).toBeNull();
  });
});
