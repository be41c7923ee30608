import { describe, expect, it, vi } from 'vitest';
import { missingImplementations } from '../../../src/shared/model';
import { SdkSession, createSdkPort, type SdkClients } from '../../../src/plugin/sdk-port';
import { LIFECYCLE_STATE, stateFromParticipants, toAgentConfiguration, toContact, toQuickConnect, toSupervision } from '../../../src/plugin/to-model';

const clients = () =>
  ({
    agent: { setAvailabilityState: vi.fn(async () => ({})), setAvailabilityStateByName: vi.fn(async () => ({})), listQuickConnects: vi.fn() },
    contact: { addParticipant: vi.fn(async () => ({ participantId: 'p3' })), reject: vi.fn(async () => undefined) },
    voice: { holdSelf: vi.fn(async () => undefined), holdParticipant: vi.fn(async () => undefined) },
  }) as unknown as SdkClients;

describe('the SDK port', () => {
  it('declares only what the SDK can do, and implements all of it', () => {
    const port = createSdkPort(clients(), new SdkSession());
    expect(missingImplementations(port)).toEqual([]);
    for (const c of ['mute', 'dtmf', 'swap', 'chatMessaging', 'deviceSelection', 'createTask', 'supervisor', 'voiceId', 'agentConfiguration', 'screenSharing'] as const) {
      expect(port.capabilities.has(c), c).toBe(false);
    }
    const withSharing = createSdkPort(clients(), new SdkSession(), { start: async () => undefined, stop: async () => undefined });
    expect(withSharing.capabilities.has('screenSharing')).toBe(true);
  });

  it('offers a task what the SDK can do with it (accept, reject, end, transfer, clear) and no pause, templates or creation', async () => {
    const c = clients();
    const fns = c.contact as unknown as Record<string, ReturnType<typeof vi.fn>>;
    for (const f of ['accept', 'disconnectSelf', 'clear', 'transfer']) fns[f] = vi.fn(async () => undefined);
    const port = createSdkPort(c, new SdkSession());
    for (const cap of ['pauseResume', 'createTask', 'taskTemplates'] as const) expect(port.capabilities.has(cap), cap).toBe(false);
    for (const cap of ['endContact', 'transfer', 'quickConnects'] as const) expect(port.capabilities.has(cap), cap).toBe(true);
    expect(port.contacts.pause).toBeUndefined();
    expect(port.contacts.resume).toBeUndefined();
    expect(port.tasks).toBeUndefined();
    await port.contacts.accept('t1');
    await port.contacts.endContact!('t1');
    await port.quickConnects!.transfer!('t1', { endpointARN: 'arn:q/sales', endpointId: 'sales', name: 'Sales', type: 'queue' });
    await port.contacts.clear('t1');
    expect(fns.accept).toHaveBeenCalledWith('t1');
    expect(fns.disconnectSelf).toHaveBeenCalledWith('t1');
    expect(fns.transfer).toHaveBeenCalledWith('t1', { type: 'queue', endpointARN: 'arn:q/sales', name: 'Sales' });
    expect(fns.clear).toHaveBeenCalledWith('t1');
  });

  it('holds the agent with holdSelf and anybody else with holdParticipant', async () => {
    const c = clients();
    const session = new SdkSession();
    session.self.set('me', true);
    const port = createSdkPort(c, session);
    await port.contacts.holdConnection('c1', 'me');
    await port.contacts.holdConnection('c1', 'customer');
    expect(c.voice.holdSelf).toHaveBeenCalledWith('c1');
    expect(c.voice.holdParticipant).toHaveBeenCalledWith('customer');
  });

  it('remembers the quick connect a party was added by, and refuses typed numbers', async () => {
    const c = clients();
    const session = new SdkSession();
    const port = createSdkPort(c, session);
    await port.quickConnects!.addParticipant!('c1', { endpointARN: 'arn:x/qc/1', endpointId: '1', name: 'Sales', type: 'queue' });
    expect(session.names.get('p3')).toBe('Sales');
    await expect(port.quickConnects!.addParticipant!('c1', { endpointARN: '', endpointId: '', name: '+1555', type: 'phone_number', phoneNumber: '+1555' })).rejects.toMatchObject({
      errorName: 'unsupported_capability',
    });
  });

  it('marks a rejected contact, which the SDK reports as an error', async () => {
    const session = new SdkSession();
    await createSdkPort(clients(), session).contacts.reject('c1');
    expect(session.rejected.has('c1')).toBe(true);
  });
});

describe('SDK data to model data', () => {
  it('builds the agent configuration the streams adapter would', () => {
    const conf = toAgentConfiguration({
      name: 'Alex',
      arn: 'arn:aws:connect:us-west-2:1:instance/i/agent/a-1',
      extension: '+1206',
      outboundCallPermission: true,
      dialableCountries: ['us'],
      routingProfile: {
        name: 'Basic',
        routingProfileARN: 'arn:rp',
        routingProfileId: 'rp',
        channelConcurrencyMap: { VOICE: 1, CHAT: 3, OTHER: 9 },
        queues: [{ queueARN: 'arn:q', queueId: 'q', name: 'Q' }],
        defaultOutboundQueue: { queueARN: 'arn:q', queueId: 'q', name: 'Q' },
      },
    });
    expect(conf).toMatchObject({ username: 'a-1', permissions: ['outboundCall'], softphoneEnabled: false, routingProfile: { channelConcurrency: { voice: 1, chat: 3 }, queueARNs: ['arn:q'] } });
    expect(toQuickConnect({ type: 'phone_number', endpointARN: 'arn:x/td/42', name: 'Desk', phoneNumber: '+1' })).toEqual({ endpointARN: 'arn:x/td/42', endpointId: '42', name: 'Desk', type: 'phone_number', phoneNumber: '+1' });
  });

  it('builds a contact from its participants', () => {
    const participants = [
      { data: { participantId: 'a', contactId: 'c', type: { value: 'agent' as const }, isInitial: false, isSelf: true }, state: { value: 'connected' as never } },
      { data: { participantId: 'k', contactId: 'c', type: { value: 'inbound' as const }, isInitial: true, isSelf: false }, state: { value: 'hold' as never } },
      { data: { participantId: 't', contactId: 'c', type: { value: 'outbound' as const }, isInitial: false, isSelf: false }, state: { value: 'connecting' as never }, name: 'Sales' },
    ];
    const c = toContact({ contactId: 'c', type: 'voice', state: LIFECYCLE_STATE['contact/connected']!, stateTimestamp: 5, customerPhoneNumber: '+14155550100', participants });
    expect(c.connections.map((k) => [k.connectionId, k.type, k.state, k.isOnHold])).toEqual([
      ['a', 'agent', 'connected', false],
      ['k', 'inbound', 'hold', true],
      ['t', 'outbound', 'connecting', false],
    ]);
    expect(c.connections[1]!.endpoint).toEqual({ type: 'phone_number', phoneNumber: '+14155550100' });
    expect(c.connections[2]!.endpoint).toEqual({ type: 'other', name: 'Sales', displayName: 'Sales' });
    expect(c).toMatchObject({ state: 'connected', isInbound: true, stateTimestamp: 5 });
    expect(stateFromParticipants(participants)).toBe('connected');
    expect(LIFECYCLE_STATE['contact/missed']).toBe('error');
  });

  it('marks a chat multi-party only when the admin says the instance has multi-party chat', () => {
    const base = { contactId: 'c', state: 'connected' as const, stateTimestamp: 5, customerPhoneNumber: null, participants: [] };
    expect(toContact({ ...base, type: 'chat' }).isMultiparty).toBe(false);
    expect(toContact({ ...base, type: 'chat', multiPartyChat: true }).isMultiparty).toBe(true);
    expect(toContact({ ...base, type: 'task', multiPartyChat: true }).isMultiparty).toBe(false);
  });

  it('reads supervision from the participants, with no capabilities the SDK cannot act on', () => {
    const p = (id: string, type: 'agent' | 'inbound' | 'monitoring', state: string, isSelf = false) => ({ data: { participantId: id, contactId: 'c', type: { value: type }, isInitial: type === 'inbound', isSelf }, state: { value: state as never } });
    const barged = toSupervision([p('a', 'agent', 'connected', true), p('k', 'inbound', 'connected'), p('m', 'monitoring', 'barge')]);
    expect(barged).toMatchObject({ mode: null, isAgentUnderSupervision: true, monitorEnabled: false, bargeEnabled: false });
    expect(toSupervision([p('a', 'agent', 'connected', true), p('m', 'monitoring', 'silent_monitor')]).isAgentUnderSupervision).toBe(false);
    expect(toSupervision([p('s', 'agent', 'silent_monitor', true), p('k', 'inbound', 'connected')])).toMatchObject({ mode: 'silent_monitor', otherManagerBarged: false });
  });
});
