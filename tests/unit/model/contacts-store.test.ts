import { describe, expect, it } from 'vitest';
import { createContactsStore, type SnapshotResult } from '../../../src/shared/model/contacts/contacts';
import { makeContact } from '../../../src/shared/domain/contact';
import { effect, signal } from '../../../src/shared/model/signals';
import { agentConn, chat, customerConn, voiceCall } from './support/fixtures';

function setup() {
  const now = signal(100_000);
  const agentState = signal<{ type: 'routable'; name: string } | null>(null);
  const removed: SnapshotResult[] = [];
  const contacts = createContactsStore({ now, agentState, onRemoved: (r) => removed.push(r) });
  return { now, contacts, removed };
}

describe('contacts store', () => {
  it('lists a snapshot with new contacts sorted by duration, descending', () => {
    const { contacts } = setup();
    contacts.applySnapshot([chat('young', { stateTimestamp: 99_000 }), chat('old', { stateTimestamp: 10_000 })]);
    expect(contacts.ids.value).toEqual(['old', 'young']);
    expect(contacts.activeContactId.value).toBe('old');
  });
  it('removes destroyed contacts and reports removals', () => {
    const { contacts, removed } = setup();
    contacts.applySnapshot([chat('a'), chat('b')]);
    contacts.applySnapshot([chat('a'), chat('b', { state: 'destroyed' })]);
    expect(contacts.ids.value).toEqual(['a']);
    expect(contacts.get('b')).toBeUndefined();
    expect(removed[0]!.removed).toEqual(['b']);
  });
  it('ignores agent-reply email contacts', () => {
    const { contacts } = setup();
    contacts.applyContact(makeContact({ contactId: 'r', type: 'email', state: 'connected', initiationMethod: 'agent_reply' }));
    expect(contacts.ids.value).toEqual([]);
  });
  it("keeps a channel's list, and the whole record, while that channel's contacts stay the same", () => {
    const { contacts } = setup();
    contacts.applySnapshot([chat('a'), chat('b')]);
    const before = contacts.idsByChannel.value;
    let notified = 0;
    const stop = effect(() => {
      void contacts.idsByChannel.value;
      notified++;
    });
    // A chat's data changes: no channel's list did, so no reader of the record hears of it.
    contacts.applySnapshot([chat('a', { stateTimestamp: 5_000 }), chat('b')]);
    expect(contacts.idsByChannel.value).toBe(before);
    expect(notified).toBe(1);
    // A call comes: the voice list is new, the chat list the same array.
    contacts.applySnapshot([chat('a', { stateTimestamp: 5_000 }), chat('b'), voiceCall('v')]);
    expect(contacts.idsByChannel.value.voice).toEqual(['v']);
    expect(contacts.idsByChannel.value.chat).toBe(before.chat);
    expect(notified).toBe(2);
    stop();
  });
  it('does not notify readers of a contact whose data did not change', () => {
    const { contacts } = setup();
    contacts.applySnapshot([chat('a'), chat('b')]);
    let runs = 0;
    const stop = effect(() => {
      void contacts.get('a')!.contact.value;
      runs++;
    });
    contacts.applySnapshot([chat('a'), chat('b', { unreadCount: 3 })]);
    expect(runs).toBe(1);
    stop();
  });
  it('derives each contact status with the agent state and in-progress flags', () => {
    const { contacts } = setup();
    const ringing = voiceCall('v', { state: 'connecting', connections: [agentConn('connecting'), customerConn('connected')] });
    contacts.applySnapshot([ringing]);
    expect(contacts.get('v')!.status.value).toBe('incoming');
    contacts.setProgress('v', { acceptSuccess: true });
    expect(contacts.get('v')!.status.value).toBe('connecting');
  });
  it('keeps in-progress flags across snapshots', () => {
    const { contacts } = setup();
    contacts.applySnapshot([chat('a')]);
    contacts.setProgress('a', { endInProgress: true });
    contacts.applySnapshot([chat('a', { unreadCount: 1 })]);
    expect(contacts.get('a')!.progress.value.endInProgress).toBe(true);
  });
  it('counts status duration from the clock', () => {
    const { contacts, now } = setup();
    contacts.applySnapshot([chat('a', { stateTimestamp: 90_000 })]);
    now.value = 130_000;
    expect(contacts.get('a')!.statusDurationMs.value).toBe(40_000);
  });
  it('applies a mute event to connected softphone calls', () => {
    const { contacts } = setup();
    contacts.applySnapshot([voiceCall('v')]);
    contacts.applyMuteEvent(true);
    expect(contacts.get('v')!.contact.value.connections[0]!.isMute).toBe(true);
  });
  it('marks channels with an active or incoming contact for tab indicators', () => {
    const { contacts } = setup();
    contacts.applySnapshot([chat('c', { state: 'incoming' }), voiceCall('v', { state: 'acw' })]);
    expect([...contacts.channelsNeedingAttention.value]).toEqual(['chat']);
  });
  it('knows whether any contact is active', () => {
    const { contacts } = setup();
    contacts.applySnapshot([chat('c', { state: 'acw' })]);
    expect(contacts.hasActiveContact.value).toBe(false);
    contacts.applySnapshot([chat('c', { state: 'paused' })]);
    expect(contacts.hasActiveContact.value).toBe(true);
  });
  it('activates a new outbound softphone call over the current contact', () => {
    const { contacts } = setup();
    contacts.applySnapshot([chat('c')]);
    contacts.applyContact(voiceCall('out', { isInbound: false, state: 'connecting' }));
    expect(contacts.activeContactId.value).toBe('out');
  });
});
