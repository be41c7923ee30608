import { describe, expect, it } from 'vitest';
import { activationLeft, softphoneViewOf } from '../../../src/shared/rules/channel-activation';

const numberPad = { viewType: 'number_pad', mediaType: 'softphone', source: 'add-contact-menu' };

describe('channel activation', () => {
  it('names the softphone home view it activated, and nothing for other channels or unknown views', () => {
    expect(softphoneViewOf(numberPad)).toBe('number_pad');
    expect(softphoneViewOf({ ...numberPad, viewType: 'quick_connects' })).toBe('quick_connects');
    expect(softphoneViewOf({ ...numberPad, mediaType: 'task' })).toBeNull();
    expect(softphoneViewOf({ ...numberPad, viewType: 'create_task' })).toBeNull();
    expect(softphoneViewOf(null)).toBeNull();
  });
  it('is left behind on another route or when a contact takes the panel, not while the route is unknown', () => {
    expect(activationLeft(numberPad, { route: 'softphone', shownContactId: null })).toBe(false);
    expect(activationLeft(numberPad, { route: null, shownContactId: null })).toBe(false);
    expect(activationLeft(numberPad, { route: 'chat', shownContactId: null })).toBe(true);
    expect(activationLeft(numberPad, { route: 'softphone', shownContactId: 'call-1' })).toBe(true);
    expect(activationLeft(null, { route: 'chat', shownContactId: null })).toBe(false);
  });
});
