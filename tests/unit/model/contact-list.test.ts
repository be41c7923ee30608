import { describe, expect, it } from 'vitest';
import {
  applyMuteEvent,
  isAgentReplyEmail,
  mergeContactOrder,
  neighbourAfterClose,
  pickActiveContact,
  sortByDurationDesc,
} from '../../../src/shared/domain/contact-list';
import { makeContact } from '../../../src/shared/domain/contact';
import { agentConn, chat, customerConn, voiceCall } from './support/fixtures';

const NOW = 100_000;

describe('contact list: sort by duration', () => {
  it('sorts new contacts by duration, descending', () => {
    const young = chat('young', { stateTimestamp: NOW - 1_000 });
    const old = chat('old', { stateTimestamp: NOW - 50_000 });
    expect(sortByDurationDesc([young, old], NOW).map((c) => c.contactId)).toEqual(['old', 'young']);
  });
  it('appends new contacts after the ones already listed, which keep their place', () => {
    const a = chat('a', { stateTimestamp: NOW - 1_000 });
    const b = chat('b', { stateTimestamp: NOW - 90_000 });
    const c = chat('c', { stateTimestamp: NOW - 5_000 });
    const merge = mergeContactOrder(['a'], [c, b, a], NOW);
    expect(merge.ids).toEqual(['a', 'b', 'c']);
    expect(merge.added).toEqual(['b', 'c']);
  });
});

describe('contact list: removal', () => {
  it('removes destroyed contacts', () => {
    const merge = mergeContactOrder(['a', 'b'], [chat('a'), chat('b', { state: 'destroyed' })], NOW);
    expect(merge.ids).toEqual(['a']);
    expect(merge.removed).toEqual(['b']);
  });
  it('removes contacts missing from the snapshot', () => {
    expect(mergeContactOrder(['a', 'b'], [chat('b')], NOW).removed).toEqual(['a']);
  });
});

describe('contact list: agent-reply emails are ignored', () => {
  const reply = makeContact({ contactId: 'r', type: 'email', state: 'connected', initiationMethod: 'agent_reply' });
  it('recognises an agent-reply email', () => {
    expect(isAgentReplyEmail(reply)).toBe(true);
    expect(isAgentReplyEmail({ ...reply, initiationMethod: 'inbound' })).toBe(false);
  });
  it('never lists an agent-reply email', () => {
    expect(mergeContactOrder([], [reply], NOW).ids).toEqual([]);
  });
});

describe('contact list: which contact becomes active', () => {
  it('activates the first contact when none is active', () => {
    expect(pickActiveContact(null, ['a', 'b'], [chat('a'), chat('b')])).toBe('a');
  });
  it('keeps the active contact while it exists', () => {
    expect(pickActiveContact('b', ['a', 'b', 'c'], [chat('c')])).toBe('b');
  });
  it('activates a new outbound softphone call', () => {
    const dialled = voiceCall('out', { isInbound: false, isSoftphone: true, state: 'connecting' });
    expect(pickActiveContact('a', ['a', 'out'], [dialled])).toBe('out');
  });
  it('does not jump to a new inbound call', () => {
    expect(pickActiveContact('a', ['a', 'in'], [voiceCall('in')])).toBe('a');
  });
  it('falls back to the first contact when the active one left', () => {
    expect(pickActiveContact('gone', ['x', 'y'], [])).toBe('x');
  });
});

describe('contact list: mute events', () => {
  it('mutes connected softphone calls whose agent connection is unmuted', () => {
    const calls = [voiceCall('a'), voiceCall('b', { connections: [agentConn('connected', { isMute: true }), customerConn('connected')] })];
    const changed = applyMuteEvent(calls, true);
    expect(changed.map((c) => c.contactId)).toEqual(['a']);
    expect(changed[0]!.connections.find((c) => c.type === 'agent')!.isMute).toBe(true);
  });
  it('leaves desk-phone calls, chats and calls not connected alone', () => {
    const contacts = [voiceCall('desk', { isSoftphone: false }), chat('chat'), voiceCall('ring', { state: 'connecting' })];
    expect(applyMuteEvent(contacts, true)).toEqual([]);
  });
});

describe('contact list: focus after closing', () => {
  const list = [chat('c1'), voiceCall('v1'), chat('c2'), chat('c3')];
  it('moves to the previous contact of the same channel', () => {
    expect(neighbourAfterClose(list, 'c2', { channelView: false })).toBe('c1');
  });
  it('moves to the next one when there is no previous one', () => {
    expect(neighbourAfterClose(list, 'c1', { channelView: false })).toBe('c2');
  });
  it('counts any channel in channel view', () => {
    expect(neighbourAfterClose(list, 'c2', { channelView: true })).toBe('v1');
  });
  it('gives null when none of that channel is left', () => {
    expect(neighbourAfterClose(list, 'v1', { channelView: false })).toBeNull();
  });
});
