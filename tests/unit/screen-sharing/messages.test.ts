import { describe, expect, it } from 'vitest';
import { makeContact, type Connection } from '../../../src/shared/model';
import {
  SCREEN_SHARING_SOURCE,
  initInfo,
  panelMessage,
  parseMessage,
  shareStateOf,
  stateMessages,
  summaryOf,
  viewMessage,
  type ShareState,
} from '../../../src/shared/screen-sharing/messages';

const conn = (p: Partial<Connection> & Pick<Connection, 'connectionId' | 'type' | 'state'>): Connection => ({
  isInitialConnection: false,
  isOnHold: p.state === 'hold',
  isMute: false,
  isBarge: false,
  endpoint: { type: 'phone_number' },
  ...p,
});
const call = (customer: Connection['state'], agent: Partial<Connection> = {}) =>
  makeContact({
    contactId: 'c1',
    type: 'voice',
    state: 'connected',
    connections: [
      conn({ connectionId: 'a', type: 'agent', state: 'connected', endpoint: { type: 'agent' }, ...agent }),
      conn({ connectionId: 'k', type: 'inbound', state: customer, isInitialConnection: true, endpoint: { type: 'phone_number', phoneNumber: '+14155550100' } }),
    ],
  });
const calm: ShareState = { onHold: false, muted: false, ended: false, bargedIn: false, monitoring: false };

describe('screen-sharing messages', () => {
  it('round-trips every message through parseMessage, each only in its own direction', () => {
    const info = initInfo({ contactId: 'c1', channel: 'voice', customer: '+1' }, calm);
    expect(parseMessage(info, 'panel')).toEqual(info);
    for (const type of ['hold', 'resume', 'mute', 'unmute', 'contact-ended', 'barged-in', 'monitoring'] as const) {
      expect(parseMessage(panelMessage('c1', type), 'panel')).toEqual(panelMessage('c1', type));
      expect(parseMessage(panelMessage('c1', type), 'view')).toBeNull();
    }
    for (const type of ['loaded', 'unloaded'] as const) {
      expect(parseMessage(viewMessage('c1', type), 'view')).toEqual(viewMessage('c1', type));
      expect(parseMessage(viewMessage('c1', type), 'panel')).toBeNull();
    }
  });

  it('drops anything that is not ours or not well formed, and copies only known fields', () => {
    for (const bad of [null, 'hold', [], { type: 'hold', contactId: 'c1' }, { source: SCREEN_SHARING_SOURCE, type: 'hold' }, { source: SCREEN_SHARING_SOURCE, type: 'explode', contactId: 'c1' }]) {
      expect(parseMessage(bad, 'panel')).toBeNull();
    }
    const info = { ...initInfo({ contactId: 'c1', channel: 'voice', customer: null }, calm), extra: '<script>' };
    expect(parseMessage(info, 'panel')).not.toHaveProperty('extra');
    expect(parseMessage({ ...info, state: { ...calm, onHold: 'yes' } }, 'panel')).toBeNull();
    expect(parseMessage({ ...info, contact: { contactId: 'other', channel: 'voice', customer: null } }, 'panel')).toBeNull();
  });

  it("carries a video call's meeting in the init info, and refuses a malformed one", () => {
    const video = { meeting: { meetingId: 'm1', mediaPlacement: { signalingUrl: 'wss://x' } }, attendee: { attendeeId: 'a1', joinToken: 't' } };
    const info = initInfo({ contactId: 'c1', channel: 'voice', customer: null }, calm, video);
    expect(parseMessage(info, 'panel')).toEqual(info);
    expect(parseMessage(initInfo({ contactId: 'c1', channel: 'voice', customer: null }, calm, null), 'panel')).not.toHaveProperty('video');
    for (const bad of [{ meeting: {}, attendee: {} }, { meeting: { meetingId: 'm1' } }, 'token', { meeting: { meetingId: 'm1' }, attendee: { attendeeId: 'a1', joinToken: 7 } }]) {
      expect(parseMessage({ ...info, video: bad }, 'panel')).toBeNull();
    }
  });

  it('derives the view state from the model contact', () => {
    expect(summaryOf(call('connected'))).toEqual({ contactId: 'c1', channel: 'voice', customer: '+14155550100' });
    expect(shareStateOf(call('connected'), 'connected')).toEqual(calm);
    expect(shareStateOf(call('hold'), 'hold').onHold).toBe(true);
    expect(shareStateOf(call('connected', { isMute: true }), 'connected').muted).toBe(true);
    expect(shareStateOf(call('connected'), 'ended').ended).toBe(true);
    expect(shareStateOf(undefined, undefined).ended).toBe(true);
  });

  it('says a manager barging in on the agent is a barge, not monitoring (shell §2 row 53)', () => {
    const supervised = { ...call('connected'), supervision: { ...call('connected').supervision, isAgentUnderSupervision: true } };
    expect(shareStateOf(supervised, 'connected')).toEqual({ ...calm, bargedIn: true, monitoring: false });
    const monitoring = { ...call('connected'), supervision: { ...call('connected').supervision, mode: 'silent_monitor' as const } };
    expect(shareStateOf(monitoring, 'connected')).toEqual({ ...calm, monitoring: true });
  });

  it('sends only what changed, and nothing after the contact ended', () => {
    expect(stateMessages('c1', calm, calm)).toEqual([]);
    expect(stateMessages('c1', calm, { ...calm, onHold: true, muted: true }).map((m) => m.type)).toEqual(['hold', 'mute']);
    expect(stateMessages('c1', { ...calm, onHold: true, muted: true }, calm).map((m) => m.type)).toEqual(['resume', 'unmute']);
    expect(stateMessages('c1', calm, { ...calm, bargedIn: true, monitoring: true }).map((m) => m.type)).toEqual(['barged-in', 'monitoring']);
    expect(stateMessages('c1', calm, { ...calm, onHold: true, ended: true }).map((m) => m.type)).toEqual(['contact-ended']);
    expect(stateMessages('c1', { ...calm, ended: true }, calm)).toEqual([]);
  });
});
