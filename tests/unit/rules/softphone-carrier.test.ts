import { describe, expect, it } from 'vitest';
import { canTakeCalls, carrierLostDuringCall, carrierNotice, offeredWhileAsleep, ringsHere, shouldStayAwake, toldCarrierNotice, type CarrierFacts } from '../../../src/shared/rules/softphone-carrier';

const facts = (f: Partial<CarrierFacts> = {}): CarrierFacts => ({ softphoneEnabled: true, place: 'elsewhere', liveCall: false, audioLost: false, ...f });

describe('softphone carrier', () => {
  it('tells a softphone agent where calls ring and play', () => {
    expect(carrierNotice(facts({ place: 'here' }))).toBe('here');
    expect(carrierNotice(facts({ place: 'elsewhere' }))).toBe('elsewhere');
    expect(carrierNotice(facts({ place: 'elsewhere', liveCall: true }))).toBe('elsewhere-in-call');
    expect(carrierNotice(facts({ place: 'none' }))).toBeNull();
    expect(carrierNotice(facts({ place: null }))).toBeNull();
  });
  it('says nothing to a desk phone agent', () => {
    expect(carrierNotice(facts({ softphoneEnabled: false, place: 'here' }))).toBeNull();
    expect(carrierNotice(facts({ softphoneEnabled: false, audioLost: true }))).toBeNull();
  });
  it('puts a lost call audio before anything else', () => {
    expect(carrierNotice(facts({ place: 'here', liveCall: true, audioLost: true }))).toBe('audio-lost');
  });
  it('offers to take calls only from another window and never during a call', () => {
    expect(canTakeCalls(facts())).toBe(true);
    expect(canTakeCalls(facts({ liveCall: true }))).toBe(false);
    expect(canTakeCalls(facts({ place: 'here' }))).toBe(false);
    expect(canTakeCalls(facts({ softphoneEnabled: false }))).toBe(false);
  });
  it('rings in this window unless another window carries the calls, and only for a softphone agent', () => {
    expect(ringsHere(facts({ place: 'here' }))).toBe(true);
    // Before a window is elected (and while none is), this one may be the one that rings.
    expect(ringsHere(facts({ place: null }))).toBe(true);
    expect(ringsHere(facts({ place: 'none' }))).toBe(true);
    expect(ringsHere(facts({ place: 'elsewhere' }))).toBe(false);
    expect(ringsHere(facts({ softphoneEnabled: false, place: 'here' }))).toBe(false);
  });
  it('counts the carrier changing during a live call as lost audio, unless this window carried it', () => {
    expect(carrierLostDuringCall({ carrierId: 'a', here: false }, 'b', true)).toBe(true);
    expect(carrierLostDuringCall({ carrierId: 'a', here: false }, null, true)).toBe(true);
    expect(carrierLostDuringCall({ carrierId: 'a', here: false }, 'a', true)).toBe(false);
    expect(carrierLostDuringCall({ carrierId: 'a', here: false }, 'b', false)).toBe(false);
    expect(carrierLostDuringCall({ carrierId: 'a', here: true }, 'b', true)).toBe(false);
    expect(carrierLostDuringCall({ carrierId: null, here: false }, 'b', true)).toBe(false);
  });
});

describe('page sleep rules', () => {
  it('finds contacts new since the freeze whose state began before the resume', () => {
    const sleep = { frozenAt: 100, resumedAt: 200, knownIds: new Set(['old']) };
    const c = (contactId: string, stateTimestamp: number) => ({ contactId, stateTimestamp });
    expect(offeredWhileAsleep([c('old', 150), c('new', 150), c('after', 250), c('before', 50)], sleep).map((x) => x.contactId)).toEqual(['new']);
  });
  it('keeps awake only the window carrying a signed-in agent\'s calls', () => {
    expect(shouldStayAwake({ signedIn: true, notice: 'here' })).toBe(true);
    expect(shouldStayAwake({ signedIn: true, notice: 'audio-lost' })).toBe(true);
    expect(shouldStayAwake({ signedIn: true, notice: 'elsewhere' })).toBe(false);
    expect(shouldStayAwake({ signedIn: false, notice: 'here' })).toBe(false);
  });
});

describe('what a window says of where calls ring', () => {
  it('says calls ring here only when another of the agent’s windows is open (or not known: one)', () => {
    expect(toldCarrierNotice('here', 2)).toBe('here');
    expect(toldCarrierNotice('here', 1)).toBeNull();
    expect(toldCarrierNotice('here', null)).toBeNull();
  });
  it('always says the rest: calls elsewhere, a call playing elsewhere, lost audio', () => {
    expect(toldCarrierNotice('elsewhere', 1)).toBe('elsewhere');
    expect(toldCarrierNotice('elsewhere-in-call', null)).toBe('elsewhere-in-call');
    expect(toldCarrierNotice('audio-lost', 1)).toBe('audio-lost');
    expect(toldCarrierNotice(null, 3)).toBeNull();
  });
});
