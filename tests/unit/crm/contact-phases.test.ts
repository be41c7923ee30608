import { describe, expect, it } from 'vitest';
import { createContactPhases, type CrmContactSighting } from '../../../src/shared/crm/contact-phases';
import type { ContactState } from '../../../src/shared/model';

const sight = (state: ContactState, id = 'c-1', isInbound = true): CrmContactSighting => ({
  contact: { contactId: id, channel: 'voice', queue: 'Q', customer: '+12065550100', attributes: {} },
  state,
  isInbound,
});
const phases = (track: ReturnType<typeof createContactPhases>, list: CrmContactSighting[]) => track(list).map((e) => `${e.contact.contactId}:${e.phase}`);

describe('contact phases from refreshes', () => {
  it('tells each phase of an inbound call once, in order, however often the host refreshes', () => {
    const track = createContactPhases();
    expect(phases(track, [sight('connecting')])).toEqual(['c-1:offered']);
    expect(phases(track, [sight('connecting')])).toEqual([]);
    expect(phases(track, [sight('connected')])).toEqual(['c-1:connected']);
    expect(phases(track, [sight('connected')])).toEqual([]);
    expect(phases(track, [sight('acw')])).toEqual(['c-1:ended']);
    expect(phases(track, [sight('acw')])).toEqual([]);
    expect(phases(track, [])).toEqual([]);
  });

  it('does not offer an outbound call the agent dialled, and ends a contact that vanished', () => {
    const track = createContactPhases();
    expect(phases(track, [sight('connecting', 'out', false), sight('incoming', 'in')])).toEqual(['in:offered']);
    expect(phases(track, [sight('connected', 'out', false)])).toEqual(['out:connected', 'in:ended']);
    expect(phases(track, [])).toEqual(['out:ended']);
  });

  it('a contact first seen connected is not offered after the fact; a missed one ends', () => {
    const track = createContactPhases();
    expect(phases(track, [sight('connected'), sight('connecting', 'c-2')])).toEqual(['c-1:connected', 'c-2:offered']);
    expect(phases(track, [sight('connected'), sight('missed', 'c-2')])).toEqual(['c-2:ended']);
    // An outbound call that never connected ends without an event: nothing was told of it.
    const other = createContactPhases();
    expect(phases(other, [sight('connecting', 'x', false)])).toEqual([]);
    expect(phases(other, [])).toEqual([]);
  });
});
