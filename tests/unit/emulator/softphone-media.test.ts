import { describe, expect, it } from 'vitest';
import { ContactCentre } from '../../../emulator/centre/centre.ts';
import { defaultDirectory } from '../../../emulator/centre/directory.ts';
import { instanceIds } from '../../../emulator/centre/ids.ts';
import { Voice } from '../../../emulator/centre/voice.ts';
import { wireContact, wireSnapshot } from '../../../emulator/cti/wire.ts';
import { ringtoneWav } from '../../../emulator/media/ringtone.ts';
import { SoftphoneSignalling, isBridged, onThisMachine, type JsonRpc } from '../../../emulator/media/softphone-signalling.ts';
import { isToneNear, strongestTone } from '../../../emulator/media/tone.ts';
import type { CustomerMedia } from '../../../emulator/media/customer-media.ts';

function world(softphoneEnabled: boolean) {
  const centre = new ContactCentre(defaultDirectory(instanceIds()));
  centre.agents.get('agent')!.softphoneEnabled = softphoneEnabled;
  centre.iceServersFor = (call) => [{ urls: ['turn:127.0.0.1:3478?transport=udp'], username: `3600:${call}`, credential: 'c' }];
  const voice = new Voice(centre);
  const a = centre.agent('agent');
  centre.setAgentState(a, centre.directory.states.find((s) => s.name === 'Available')!, false);
  return { centre, voice };
}

describe('softphone calls in Connect Local', () => {
  it('a softphone agent’s leg carries the media info, a desk phone agent’s none', () => {
    const soft = world(true);
    const call = soft.voice.inbound({ agent: 'agent', from: '+14155550100' });
    const info = wireContact(call).connections.find((k) => k.type === 'agent')!.softphoneMediaInfo!;
    expect(info.callType).toBe('audio_only');
    const config = JSON.parse(info.callConfigJson);
    expect(config).toMatchObject({ useWebSocketProvider: true });
    // TURN credentials name the agent and this one call: another call gets other ones.
    expect(config.iceServers).toEqual([{ urls: ['turn:127.0.0.1:3478?transport=udp'], username: `3600:agent.${info.callContextToken}`, credential: 'c' }]);
    soft.voice.hangUp(call, soft.voice.customerConnection(call), 'customer hung up');
    const next = wireContact(soft.voice.inbound({ agent: 'agent', from: '+14155550100' })).connections.find((k) => k.type === 'agent')!.softphoneMediaInfo!;
    expect(JSON.parse(next.callConfigJson).iceServers[0].username).not.toBe(config.iceServers[0].username);
    const desk = world(false);
    const deskCall = desk.voice.inbound({ agent: 'agent', from: '+14155550100' });
    expect(wireContact(deskCall).connections.find((k) => k.type === 'agent')!.softphoneMediaInfo).toBeNull();
  });

  it('audio is bridged only while agent and customer are both connected', () => {
    const { voice, centre } = world(true);
    const c = voice.inbound({ agent: 'agent', from: '+14155550100' });
    expect(isBridged(c)).toBe(false); // ringing
    c.state = { type: 'connected', timestamp: centre.now() };
    voice.agentConnection(c).state = { type: 'connected', timestamp: centre.now() };
    expect(isBridged(c)).toBe(true);
    voice.customerConnection(c).state = { type: 'hold', timestamp: centre.now() };
    expect(isBridged(c)).toBe(false);
  });

  it('an invite for another agent’s call, or with the wrong token, is refused with the softphone error codes', async () => {
    const { voice, centre } = world(true);
    const c = voice.inbound({ agent: 'agent', from: '+14155550100' });
    const answered: unknown[] = [];
    const customers = { answer: async () => (answered.push(1), { sdp: 'v=0 answer', candidates: [] }), hangUp: async () => {}, setBridged: async () => {}, closeAll: async () => {} } as unknown as CustomerMedia;
    const signalling = new SoftphoneSignalling(centre, customers, centre.directory.ids.region);
    const replies: JsonRpc[] = [];
    const reply = (m: JsonRpc) => void replies.push(m);
    const token = voice.agentConnection(c).softphoneMediaInfo!.callContextToken;
    await signalling.receive('jordan', { jsonrpc: '2.0', id: '1', method: 'invite', params: { contactId: c.contactId, sdp: 'v=0', callContextToken: token } }, reply);
    await signalling.receive('agent', { jsonrpc: '2.0', id: '2', method: 'invite', params: { contactId: c.contactId, sdp: 'v=0', callContextToken: 'stolen' } }, reply);
    await signalling.receive('agent', { jsonrpc: '2.0', id: '3', method: 'invite', params: { contactId: c.contactId, sdp: '', callContextToken: token } }, reply);
    await signalling.receive('agent', { jsonrpc: '2.0', id: '4', method: 'invite', params: { contactId: c.contactId, sdp: 'v=0 offer', callContextToken: token } }, reply);
    expect(replies.map((r) => r.error?.code ?? 'ok')).toEqual([404, 403, 400, 'ok']);
    expect(answered).toHaveLength(1);
    // The customer hangs up: the agent's softphone is sent a bye.
    centre.reset();
    expect(replies.at(-1)).toMatchObject({ method: 'bye' });
  });

  it('a newer invite for a ringing call (the window that sent the first closed) replaces the first: the customer stays for it', async () => {
    const { voice, centre } = world(true);
    const c = voice.inbound({ agent: 'agent', from: '+14155550100' });
    // The customer's page answers the second offer first; the first one's answer fails (its connection was closed).
    let failFirst: (e: Error) => void = () => {};
    const hungUp: string[] = [];
    let answers = 0;
    const customers = {
      answer: () => (++answers === 1 ? new Promise((_, reject) => (failFirst = reject)) : Promise.resolve({ sdp: 'v=0 answer', candidates: [] })),
      hangUp: async (id: string) => void hungUp.push(id),
      setBridged: async () => {},
      closeAll: async () => {},
    } as unknown as CustomerMedia;
    const signalling = new SoftphoneSignalling(centre, customers, centre.directory.ids.region);
    const replies: JsonRpc[] = [];
    const token = voice.agentConnection(c).softphoneMediaInfo!.callContextToken;
    const invite = (id: string) => signalling.receive('agent', { jsonrpc: '2.0', id, method: 'invite', params: { contactId: c.contactId, sdp: 'v=0 offer', callContextToken: token } }, (m) => void replies.push(m));
    const first = invite('1');
    await invite('2');
    failFirst(new Error('InvalidStateError: The RTCPeerConnection is closed'));
    await first;
    expect(replies.map((r) => `${r.id} ${r.error?.code ?? 'ok'}`)).toEqual(['2 ok', '1 487']);
    expect(hungUp).toEqual([]);
  });

  it('under global resiliency a call’s media lives in the active region only: the other region’s snapshot has no softphone media and its invite is refused', async () => {
    const { voice, centre } = world(true);
    const primary = centre.directory.ids.region;
    centre.resiliency = { regions: [primary, 'us-east-1'], active: primary, pending: false };
    const c = voice.inbound({ agent: 'agent', from: '+14155550100' });
    const ids = (region: string) => wireSnapshot(centre, centre.agent('agent'), region).snapshot.contacts.filter((x) => x.connections.some((k) => k.softphoneMediaInfo)).map((x) => x.contactId);
    expect(ids(primary)).toEqual([c.contactId]);
    expect(ids('us-east-1')).toEqual([]);
    const customers = { answer: async () => ({ sdp: 'v=0 answer', candidates: [] }), hangUp: async () => {}, setBridged: async () => {}, closeAll: async () => {} } as unknown as CustomerMedia;
    const replies: JsonRpc[] = [];
    const token = voice.agentConnection(c).softphoneMediaInfo!.callContextToken;
    const invite = (region: string, id: string) =>
      new SoftphoneSignalling(centre, customers, region).receive('agent', { jsonrpc: '2.0', id, method: 'invite', params: { contactId: c.contactId, sdp: 'v=0 offer', callContextToken: token } }, (m) => void replies.push(m));
    await invite('us-east-1', '1');
    await invite(primary, '2');
    expect(replies.map((r) => r.error?.code ?? 'ok')).toEqual([404, 'ok']);
    // After a failover the backup region is the one that serves the agent's contacts.
    centre.resiliency = { ...centre.resiliency, active: 'us-east-1' };
    expect(ids(primary)).toEqual([]);
    expect(ids('us-east-1')).toEqual([c.contactId]);
  });

  it('an invite for a call that is over (rejected here; a refused outbound call alike) is not found: no customer page is spent', async () => {
    const { voice, centre } = world(true);
    const c = voice.inbound({ agent: 'agent', from: '+14155550100' });
    const answered: unknown[] = [];
    const customers = { answer: async () => (answered.push(1), { sdp: 'v=0 answer', candidates: [] }), hangUp: async () => {}, setBridged: async () => {}, closeAll: async () => {} } as unknown as CustomerMedia;
    const signalling = new SoftphoneSignalling(centre, customers, centre.directory.ids.region);
    const token = voice.agentConnection(c).softphoneMediaInfo!.callContextToken;
    voice.reject(c);
    const replies: JsonRpc[] = [];
    await signalling.receive('agent', { jsonrpc: '2.0', id: '1', method: 'invite', params: { contactId: c.contactId, sdp: 'v=0 offer', callContextToken: token } }, (m) => void replies.push(m));
    // 404 is what streams only logs ("CCP UX will handle this case"): no signalling_handshake_failure.
    expect(replies.map((r) => r.error?.code)).toEqual([404]);
    expect(answered).toEqual([]);
  });

  it('a call reaches a softphone agent only once its customer media can answer at once; a desk phone agent is not kept waiting', () => {
    const { voice, centre } = world(true);
    let ready = false;
    centre.customerMediaReady = () => ready;
    const c = voice.inbound({ agent: 'agent', from: '+14155550100' });
    expect(centre.contacts).not.toContain(c);
    // The spare customer page has loaded: Connect Local records a change, and the waiting call is routed.
    ready = true;
    centre.change('a simulated customer page loaded', []);
    expect(centre.contacts).toContain(c);

    const desk = world(false);
    desk.centre.customerMediaReady = () => false;
    const deskCall = desk.voice.inbound({ agent: 'agent', from: '+14155550100' });
    expect(desk.centre.contacts).toContain(deskCall);
  });

  it('passes on only loopback-range candidates, so media never leaves the machine', () => {
    const line = (ip: string) => `candidate:1 1 udp 2122260223 ${ip} 50000 typ host generation 0`;
    const d = onThisMachine({
      sdp: ['v=0', `a=${line('127.0.0.2')}`, `a=${line('192.0.2.2')}`, `a=${line('127.0.0.1')}`, 'a=end-of-candidates'].join('\r\n'),
      candidates: [{ candidate: line('10.0.0.7') }, { candidate: line('127.0.0.1') }],
    });
    expect(d.sdp.split('\r\n')).toEqual(['v=0', `a=${line('127.0.0.2')}`, `a=${line('127.0.0.1')}`, 'a=end-of-candidates']);
    expect(d.candidates).toEqual([{ candidate: line('127.0.0.1') }]);
  });

  it('finds the strongest tone and tells it from silence', () => {
    const bins = new Float32Array(2048).fill(-120);
    bins[56] = -30; // 56 × 11.72 Hz ≈ 656 Hz
    const heard = strongestTone(bins, 48000 / 4096);
    expect(heard.frequencyHz).toBe(656);
    expect(isToneNear(heard, 660)).toBe(true);
    expect(isToneNear(heard, 400)).toBe(false);
    expect(isToneNear({ frequencyHz: 660, levelDb: -100 }, 660)).toBe(false);
    expect(isToneNear(null, 660)).toBe(false);
  });

  it('the ringtone is a valid six-second PCM WAV', () => {
    const wav = ringtoneWav(8000);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.length).toBe(44 + 8000 * 6 * 2);
  });
});
