import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactCentre, defaultSettings } from '../../../emulator/centre/centre.ts';
import { defaultDirectory } from '../../../emulator/centre/directory.ts';
import { instanceIds } from '../../../emulator/centre/ids.ts';
import type { ServiceError } from '../../../emulator/centre/errors.ts';
import { Monitoring } from '../../../emulator/centre/monitoring.ts';
import { GlobalResiliency, RESILIENCY_EVENT } from '../../../emulator/centre/resiliency.ts';
import { Voice } from '../../../emulator/centre/voice.ts';
import { type CtiContext, ctiOperations } from '../../../emulator/cti/operations.ts';
import { wireSnapshot } from '../../../emulator/cti/wire.ts';
import { sendMessage } from '../../../emulator/chat/chat-actions.ts';
import { ChatContacts } from '../../../emulator/chat/chat-contacts.ts';
import { ChatStore } from '../../../emulator/chat/chat-store.ts';
import type { Item } from '../../../emulator/chat/transcript.ts';

// Supervisors monitoring and barging in on another agent's call in Connect Local, through the CTI operations the
// supervisor's streams would call and the snapshots both panels would read.

function world() {
  const centre = new ContactCentre(defaultDirectory(instanceIds()), { ...defaultSettings(), connectDelayMs: 0 });
  const voice = new Voice(centre);
  const monitoring = new Monitoring(centre);
  centre.setAgentState(centre.agent('agent'), centre.states(centre.agent('agent'))[0]!, false);
  const call = voice.inbound({ agent: 'agent', from: '+14155550100' });
  voice.accept(call);
  vi.advanceTimersByTime(1);
  const ctx = (username: string): CtiContext => ({ centre, voice, agent: centre.agent(username), webSocketUrl: () => '', authToken: '', authTokenExpires: 0 });
  const cti = (username: string, op: string, params: Record<string, unknown>) => ctiOperations[op]!(params, ctx(username));
  const snapshotOf = (username: string) => wireSnapshot(centre, centre.agent(username)).snapshot.contacts;
  return { centre, voice, monitoring, call, cti, snapshotOf };
}

describe('supervisor monitoring in Connect Local', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a silent supervisor sees the call as a monitor contact; the agent does not see them', () => {
    const w = world();
    w.monitoring.start({ contactId: w.call.contactId, supervisor: 'supervisor' });
    const [seen] = w.snapshotOf('supervisor');
    expect(seen!.contactId).toBe(w.call.contactId);
    expect(seen!.initiationMethod).toBe('monitor');
    const own = seen!.connections[0]!;
    expect(own).toMatchObject({ type: 'agent', state: { type: 'silent_monitor' }, monitorStatus: 'SILENT_MONITOR', monitorCapabilities: ['SILENT_MONITOR', 'BARGE'] });
    expect(own.monitoringInfo).toMatchObject({ agent: { agentName: 'Alex Rivera' } });
    // The monitored agent is a party (an agent endpoint) and none of the parties' media credentials leak.
    expect(seen!.connections.slice(1).map((k) => `${k.type}:${k.endpoint.type}:${k.endpoint.name ?? k.endpoint.phoneNumber}`)).toEqual([
      'outbound:agent:Alex Rivera',
      'inbound:phone_number:+14155550100',
    ]);
    expect(w.snapshotOf('agent')[0]!.connections.map((k) => k.type)).toEqual(['agent', 'inbound']);
  });

  it('switches to barge and back with UpdateMonitorParticipantState; a barging supervisor shows in the agent snapshot', () => {
    const w = world();
    w.monitoring.start({ contactId: w.call.contactId, supervisor: 'supervisor' });
    w.cti('supervisor', 'UpdateMonitorParticipantState', { contactId: w.call.contactId, targetMonitorMode: 'BARGE' });
    expect(w.snapshotOf('supervisor')[0]!.connections[0]).toMatchObject({ state: { type: 'barge' }, monitorStatus: 'BARGE' });
    expect(w.snapshotOf('agent')[0]!.connections.at(-1)).toMatchObject({ type: 'monitoring', state: { type: 'barge' }, monitorStatus: 'BARGE' });
    w.cti('supervisor', 'UpdateMonitorParticipantState', { contactId: w.call.contactId, targetMonitorMode: 'SILENT_MONITOR' });
    expect(w.snapshotOf('agent')[0]!.connections.map((k) => k.type)).toEqual(['agent', 'inbound']);
    expect(() => w.cti('supervisor', 'UpdateMonitorParticipantState', { contactId: w.call.contactId, targetMonitorMode: 'WHISPER' })).toThrow(/targetMonitorMode/);
    // The agent is not monitoring anything.
    expect(() => w.cti('agent', 'UpdateMonitorParticipantState', { contactId: w.call.contactId, targetMonitorMode: 'BARGE' })).toThrow(/not monitoring/);
  });

  it('refuses a mode the contact does not enable, or the supervisor is not permitted', () => {
    const w = world();
    w.monitoring.start({ contactId: w.call.contactId, supervisor: 'supervisor', capabilities: ['SILENT_MONITOR'] });
    expect(() => w.cti('supervisor', 'UpdateMonitorParticipantState', { contactId: w.call.contactId, targetMonitorMode: 'BARGE' })).toThrow(/not enabled/);
    // Jordan's security profile has no monitor permission.
    expect(() => w.monitoring.start({ contactId: w.call.contactId, supervisor: 'jordan' })).toThrow(/monitor permission/);
    expect(() => w.monitoring.start({ contactId: w.call.contactId, supervisor: 'agent' })).toThrow(/own contact/);
  });

  it('another manager already barged in: a second barge is refused and shows to the first as a monitoring connection', () => {
    const w = world();
    const jordan = w.centre.agent('jordan').profile;
    jordan.permissions = [...jordan.permissions, 'monitor', 'bargeIn'];
    w.monitoring.start({ contactId: w.call.contactId, supervisor: 'jordan', mode: 'BARGE' });
    w.monitoring.start({ contactId: w.call.contactId, supervisor: 'supervisor' });
    expect(() => w.cti('supervisor', 'UpdateMonitorParticipantState', { contactId: w.call.contactId, targetMonitorMode: 'BARGE' })).toThrow(/already barged/);
    expect(w.snapshotOf('supervisor')[0]!.connections.at(-1)).toMatchObject({ type: 'monitoring', monitorStatus: 'BARGE' });
  });

  it('forced mute: the supervisor mutes the agent, who cannot unmute; the supervisor can', () => {
    const w = world();
    w.monitoring.start({ contactId: w.call.contactId, supervisor: 'supervisor', mode: 'BARGE' });
    const agentLeg = w.voice.agentConnection(w.call).connectionId;
    w.cti('supervisor', 'MuteParticipant', { contactId: w.call.contactId, connectionId: agentLeg });
    expect(w.snapshotOf('agent')[0]!.connections[0]).toMatchObject({ mute: true, forcedMute: true });
    expect(() => w.cti('agent', 'UnmuteParticipant', { contactId: w.call.contactId, connectionId: agentLeg })).toThrow(/manager/);
    w.cti('supervisor', 'UnmuteParticipant', { contactId: w.call.contactId, connectionId: agentLeg });
    expect(w.snapshotOf('agent')[0]!.connections[0]).toMatchObject({ mute: false, forcedMute: false });
    // A supervisor may not mute the customer.
    const customer = w.voice.customerConnection(w.call).connectionId;
    expect(() => w.cti('supervisor', 'MuteParticipant', { contactId: w.call.contactId, connectionId: customer })).toThrow(/only the agent/);
  });

  it('a supervisor mutes no one without having barged in: silent monitor only listens, and `monitor` alone never barges', () => {
    const w = world();
    const agentLeg = w.voice.agentConnection(w.call).connectionId;
    const refusal = (username: string, op: string, connectionId = agentLeg) => {
      try {
        w.cti(username, op, { contactId: w.call.contactId, connectionId });
      } catch (e) {
        return { type: (e as ServiceError).type, status: (e as ServiceError).status, message: (e as Error).message };
      }
      return null;
    };
    // Jordan has only the monitor permission: silent monitoring is allowed, a forced mute is not (403).
    const jordan = w.centre.agent('jordan').profile;
    jordan.permissions = [...jordan.permissions, 'monitor'];
    w.monitoring.start({ contactId: w.call.contactId, supervisor: 'jordan' });
    expect(refusal('jordan', 'MuteParticipant')).toMatchObject({ type: 'AccessDeniedException', status: 403, message: expect.stringMatching(/bargeIn permission/) });
    expect(w.snapshotOf('agent')[0]!.connections[0]).toMatchObject({ mute: false, forcedMute: false });
    // A supervisor allowed to barge, still silent: refused until they barge in (InvalidStateException).
    w.monitoring.start({ contactId: w.call.contactId, supervisor: 'supervisor' });
    expect(refusal('supervisor', 'MuteParticipant')).toMatchObject({ type: 'InvalidStateException', status: 400, message: expect.stringMatching(/barge in first/) });
    expect(w.snapshotOf('agent')[0]!.connections[0]).toMatchObject({ mute: false, forcedMute: false });
    w.cti('supervisor', 'UpdateMonitorParticipantState', { contactId: w.call.contactId, targetMonitorMode: 'BARGE' });
    expect(refusal('supervisor', 'MuteParticipant')).toBeNull();
    expect(w.snapshotOf('agent')[0]!.connections[0]).toMatchObject({ mute: true, forcedMute: true });
    // Back to silent: the mute stays the barged-in manager's to lift, after barging in again.
    w.cti('supervisor', 'UpdateMonitorParticipantState', { contactId: w.call.contactId, targetMonitorMode: 'SILENT_MONITOR' });
    expect(refusal('supervisor', 'UnmuteParticipant')).toMatchObject({ type: 'InvalidStateException' });
    w.cti('supervisor', 'UpdateMonitorParticipantState', { contactId: w.call.contactId, targetMonitorMode: 'BARGE' });
    expect(refusal('supervisor', 'UnmuteParticipant')).toBeNull();
    expect(w.snapshotOf('agent')[0]!.connections[0]).toMatchObject({ mute: false, forcedMute: false });
  });

  it('leaving: the supervisor destroys their own leg, the call goes on and a forced mute is lifted', () => {
    const w = world();
    const s = w.monitoring.start({ contactId: w.call.contactId, supervisor: 'supervisor', mode: 'BARGE' });
    w.cti('supervisor', 'MuteParticipant', { contactId: w.call.contactId, connectionId: w.voice.agentConnection(w.call).connectionId });
    expect(() => w.cti('supervisor', 'DestroyConnection', { contactId: w.call.contactId, connectionId: w.voice.customerConnection(w.call).connectionId })).toThrow(/only leave/);
    w.cti('supervisor', 'DestroyConnection', { contactId: w.call.contactId, connectionId: s.connection.connectionId });
    expect(w.snapshotOf('supervisor')).toEqual([]);
    expect(w.call.state.type).toBe('connected');
    expect(w.snapshotOf('agent')[0]!.connections.map((k) => `${k.type}:${k.mute}`)).toEqual(['agent:false', 'inbound:false']);
  });

  it('the call ending ends the monitoring, and the supervisor hears of it (their snapshot poll is woken)', () => {
    const w = world();
    w.monitoring.start({ contactId: w.call.contactId, supervisor: 'supervisor' });
    const woken: (string[] | null)[] = [];
    w.centre.events.on('change', (_r: string, e: { agents: Set<string> | null }) => woken.push(e.agents && [...e.agents]));
    w.voice.hangUp(w.call, w.voice.customerConnection(w.call), 'customer hung up');
    expect(woken.at(-1)).toContain('supervisor');
    expect(w.snapshotOf('supervisor')).toEqual([]);
    expect(w.centre.monitors).toEqual([]);
  });

  it('only a connected voice or chat contact of another agent can be monitored', () => {
    const w = world();
    w.centre.setAgentState(w.centre.agent('jordan'), w.centre.states(w.centre.agent('jordan'))[0]!, false);
    const ringing = w.voice.inbound({ agent: 'jordan', from: '+14155550111' });
    expect(() => w.monitoring.start({ contactId: ringing.contactId, supervisor: 'supervisor' })).toThrow(/only a connected contact/);
    expect(() => w.monitoring.start({ contactId: 'nope', supervisor: 'supervisor' })).toThrow(/No contact/);
  });
});

describe('chat monitoring in Connect Local', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function chatWorld() {
    const centre = new ContactCentre(defaultDirectory(instanceIds()), { ...defaultSettings(), connectDelayMs: 0 });
    const voice = new Voice(centre);
    const toCustomer: Item[] = [];
    const toSupervisor: Item[] = [];
    const store = new ChatStore({ toParticipant: (p, item) => p.role === 'CUSTOMER' && toCustomer.push(item), toAgent: (a, item) => a === 'supervisor' && toSupervisor.push(item) });
    const chats = new ChatContacts(centre, store);
    centre.setAgentState(centre.agent('agent'), centre.states(centre.agent('agent'))[0]!, false);
    const { contact, room } = chats.start({ agent: 'agent', customerName: 'Dana', subtype: 'web', authenticated: false });
    chats.accept(contact);
    vi.advanceTimersByTime(1);
    const ctx = (username: string): CtiContext => ({ centre, voice, agent: centre.agent(username), webSocketUrl: () => '', authToken: '', authTokenExpires: 0, channels: { chat: chats } });
    const cti = (username: string, op: string, params: Record<string, unknown>) => ctiOperations[op]!(params, ctx(username));
    return { centre, store, chats, contact, room, cti, toCustomer, toSupervisor, monitoring: new Monitoring(centre) };
  }

  it('the supervisor joins as a SUPERVISOR participant with their own token, reads everything, and may send only while barged in', () => {
    const w = chatWorld();
    const s = w.monitoring.start({ contactId: w.contact.contactId, supervisor: 'supervisor' });
    const token = JSON.parse(s.connection.chatMediaInfo!.connectionData).ConnectionAuthenticationToken;
    const p = w.store.byParticipant(token)!.p;
    expect(p).toMatchObject({ role: 'SUPERVISOR', displayName: 'Casey Morgan', participantId: s.connection.connectionId });
    // Their own connection token, and nobody else's.
    expect(w.cti('supervisor', 'CreateTransport', { transportType: 'chat_token', contactId: w.contact.contactId, participantId: s.connection.connectionId })).toMatchObject({ chatTokenTransport: { participantToken: p.connectionToken } });
    const agentLeg = w.contact.connections.find((k) => k.role === 'agent')!.connectionId;
    expect(() => w.cti('supervisor', 'CreateTransport', { transportType: 'chat_token', contactId: w.contact.contactId, participantId: agentLeg })).toThrow(/own connection/);

    const customer = w.store.participant(w.room, 'CUSTOMER');
    sendMessage(w.store, w.room, customer, 'hello?');
    expect(w.toSupervisor.at(-1)).toMatchObject({ Type: 'MESSAGE', Content: 'hello?' });
    expect(() => sendMessage(w.store, w.room, p, 'psst')).toThrow(/silently monitoring/);
    // Nobody saw a silent supervisor arrive.
    expect(w.toCustomer.filter((x) => x.ParticipantRole === 'SUPERVISOR')).toEqual([]);

    w.cti('supervisor', 'UpdateMonitorParticipantState', { contactId: w.contact.contactId, targetMonitorMode: 'BARGE' });
    expect(w.toCustomer.at(-1)).toMatchObject({ ContentType: 'application/vnd.amazonaws.connect.event.participant.joined', DisplayName: 'Casey Morgan', ParticipantRole: 'SUPERVISOR' });
    sendMessage(w.store, w.room, p, 'Hi Dana, I am the manager');
    expect(w.toCustomer.at(-1)).toMatchObject({ Type: 'MESSAGE', ParticipantRole: 'SUPERVISOR', Content: 'Hi Dana, I am the manager' });

    // Leaving takes the supervisor out; the chat goes on between the customer and the agent.
    w.cti('supervisor', 'DestroyConnection', { contactId: w.contact.contactId, connectionId: s.connection.connectionId });
    expect(w.toCustomer.at(-1)).toMatchObject({ ContentType: 'application/vnd.amazonaws.connect.event.participant.left', ParticipantRole: 'SUPERVISOR' });
    expect(w.contact.state.type).toBe('connected');
    expect(w.room.ended).toBe(false);
    expect(() => sendMessage(w.store, w.room, p, 'still here?')).toThrow(/no longer part/);
  });
});

describe('global resiliency in Connect Local', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a pending failover is announced to the CCPs; completing it ends the active calls and makes the backup region active', () => {
    const w = world();
    const gr = new GlobalResiliency(w.centre, w.voice);
    expect(() => gr.pending()).toThrow(/not set up/);
    w.centre.resiliency = { regions: ['us-west-2', 'us-east-1'], active: 'us-west-2', pending: false };
    const heard: unknown[] = [];
    w.centre.events.on(RESILIENCY_EVENT, (e) => heard.push(e));
    gr.pending();
    expect(heard).toEqual([{ type: 'pending', activeRegion: 'us-east-1' }]);
    gr.complete();
    expect(heard.at(-1)).toEqual({ type: 'initiated', activeRegion: 'us-east-1' });
    expect(w.centre.resiliency).toMatchObject({ active: 'us-east-1', pending: false });
    expect(w.call.state.type).toBe('ended');
    // A reset keeps the regions and makes the first one active again.
    w.centre.reset();
    expect(w.centre.resiliency).toMatchObject({ regions: ['us-west-2', 'us-east-1'], active: 'us-west-2' });
  });
});
