import { describe, expect, it } from 'vitest';
import { agentConn, customerConn, thirdPartyConn, voiceCall } from './support/fixtures';
import { flush, modelWithFakePort } from './support/model';

describe('intent: send digits', () => {
  it('queues digits so only one send is in flight', async () => {
    const { model, fake } = modelWithFakePort();
    fake.defer('voice.sendDigits');
    model.contacts.applySnapshot([voiceCall('v')]);
    const one = model.intents.sendDigits('v', '1');
    const two = model.intents.sendDigits('v', '2');
    await flush();
    expect(fake.callsTo('voice.sendDigits')).toEqual([['v', 'agent', '1']]);
    fake.pending[0]!.resolve();
    await one;
    await flush();
    expect(fake.callsTo('voice.sendDigits').map((a) => a[2])).toEqual(['1', '2']);
    fake.pending[1]!.resolve();
    await two;
  });
  it('a failed digit does not block the next', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    fake.failNext('voice.sendDigits', 'x');
    await expect(model.intents.sendDigits('v', '1')).rejects.toMatchObject({ errorName: 'send_digits_failed' });
    // The agent is told on the call (issue 30: the failure was silent); the next digits that go through take it away.
    expect(model.alerts.list.peek().map((a) => [a.type, a.context])).toEqual([['send_digits_failed', 'v']]);
    await expect(model.intents.sendDigits('v', '2')).resolves.toBeUndefined();
    expect(model.alerts.list.peek()).toEqual([]);
  });
  it('a failed mute or unmute is told on the call', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    fake.failNext('voice.mute', 'x');
    await expect(model.intents.mute('v')).rejects.toMatchObject({ errorName: 'mute_failed' });
    expect(model.alerts.list.peek().map((a) => [a.type, a.context])).toEqual([['mute_failed', 'v']]);
  });
  it('refuses anything but digits, *, # and +', async () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    await expect(model.intents.sendDigits('v', 'a')).rejects.toMatchObject({ errorName: 'invalid_digits' });
  });
});

describe('intent: dial outbound', () => {
  it('dials through the default outbound queue', async () => {
    const { model, fake } = modelWithFakePort();
    await expect(model.intents.dial(' +15550100 ')).resolves.toBe(true);
    expect(fake.callsTo('voice.dial')).toEqual([[{ phoneNumber: '+15550100', queueARN: 'arn:queue:out' }]]);
  });
  it('does nothing without the outbound permission or with a blank number', async () => {
    const { model, fake } = modelWithFakePort();
    await expect(model.intents.dial('   ')).resolves.toBe(false);
    model.agent.applyConfiguration({ ...model.agent.configuration.value!, permissions: [] });
    await expect(model.intents.dial('+15550100')).resolves.toBe(false);
    expect(fake.callsTo('voice.dial')).toEqual([]);
  });
  it('maps a failure and raises a voice alert carrying the server message', async () => {
    const { model, fake } = modelWithFakePort();
    fake.failNext('voice.dial', { type: 'UnknownError', message: 'down' });
    await expect(model.intents.dial('+15550100')).rejects.toMatchObject({ errorName: 'outbound_call_failed' });
    expect(model.alerts.list.value[0]).toMatchObject({ context: 'voice', messageParams: { serverMessage: 'down' } });
  });
});

describe('intent: mute, swap, conference, quick connects', () => {
  it('mute is refused when the host cannot mute (the SDK)', async () => {
    const { model, fake } = modelWithFakePort(['dialOutbound']);
    await expect(model.intents.mute('v')).rejects.toMatchObject({ errorName: 'unsupported_capability' });
    expect(fake.callsTo('voice.mute')).toEqual([]);
  });
  it('mute, swap and conference reach the port', async () => {
    const { model, fake } = modelWithFakePort();
    await model.intents.mute('v');
    await model.intents.swap('v');
    await model.intents.conference('v');
    expect(fake.calls.map((c) => c.method)).toEqual(['voice.mute', 'voice.swap', 'voice.conference']);
  });
  it('lists only valid quick connects, for the agent queues', async () => {
    const { model, fake } = modelWithFakePort();
    fake.quickConnects = [
      { endpointARN: 'a', endpointId: 'a', name: 'Sales', type: 'queue' },
      { endpointARN: 'b', endpointId: '', name: 'Broken', type: 'queue' },
    ];
    expect((await model.intents.listQuickConnects()).map((q) => q.name)).toEqual(['Sales']);
    expect(fake.callsTo('quickConnects.list')).toEqual([[['arn:queue:1']]]);
  });
});

describe('intent: chat message and create task', () => {
  it('does not send empty or whitespace-only chat text', async () => {
    const { model, fake } = modelWithFakePort();
    await expect(model.intents.sendChatMessage('c', '  \n ')).resolves.toBe(false);
    await expect(model.intents.sendChatMessage('c', 'hi')).resolves.toBe(true);
    expect(fake.callsTo('chat.sendMessage')).toEqual([[{ contactId: 'c', content: 'hi', contentType: 'text/plain' }]]);
  });
  it('creates a task only when the agent may, and alerts on a quota failure', async () => {
    const { model, fake } = modelWithFakePort();
    const request = { name: 'T', endpoint: { endpointARN: 'a', endpointId: 'a', name: 'Q', type: 'queue' as const } };
    await expect(model.intents.createTask(request)).resolves.toEqual({ contactId: 'task-new' });
    fake.failNext('tasks.createTask', { type: 'QuotaExceededException' });
    await expect(model.intents.createTask(request)).rejects.toMatchObject({ errorName: 'task_quota_exceeded' });
    expect(model.alerts.list.value[0]!.type).toBe('task_quota_exceeded');
  });
});

describe('intent: hold all and resume all', () => {
  const threeWay = () =>
    voiceCall('v', {
      connections: [agentConn('connected'), customerConn('connected'), thirdPartyConn('third', 'connected')],
    });

  it('holds each talking party in turn, 500 ms apart', async () => {
    const { model, fake, clock } = modelWithFakePort();
    model.contacts.applySnapshot([threeWay()]);
    const done = model.intents.holdAll('v');
    await flush();
    expect(fake.callsTo('contacts.holdConnection')).toEqual([['v', 'customer']]);
    clock.advance(499);
    await flush();
    expect(fake.callsTo('contacts.holdConnection')).toHaveLength(1);
    clock.advance(1);
    await flush();
    expect(fake.callsTo('contacts.holdConnection')).toEqual([
      ['v', 'customer'],
      ['v', 'third'],
    ]);
    await done;
  });

  it('resume all is unavailable until someone is on hold', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([threeWay()]);
    await expect(model.intents.resumeAll('v')).resolves.toBe(false);
    expect(fake.callsTo('voice.conference')).toHaveLength(0);
    model.contacts.applySnapshot([
      voiceCall('v', { connections: [agentConn('connected'), customerConn('hold'), thirdPartyConn('third', 'connected')] }),
    ]);
    await expect(model.intents.resumeAll('v')).resolves.toBe(true);
    expect(fake.callsTo('voice.conference')).toEqual([['v']]);
  });
});

describe('intent: report a call-quality issue', () => {
  it('sends a reason from the fixed list on a connected voice call', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    await model.intents.reportCallIssue('v', 'static_on_line', 'crackling');
    expect(fake.callsTo('voice.notifyIssue')).toEqual([['v', { type: 'static_on_line', description: 'crackling' }]]);
  });
  it('refuses when the call is not connected', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v', { state: 'ended', connections: [agentConn('disconnected'), customerConn('disconnected')] })]);
    await expect(model.intents.reportCallIssue('v', 'no_audio')).rejects.toMatchObject({ errorName: 'no_connected_voice' });
    expect(fake.callsTo('voice.notifyIssue')).toHaveLength(0);
  });
  it('refuses a reason outside the list', async () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    await expect(model.intents.reportCallIssue('v', 'bad_vibes' as never)).rejects.toMatchObject({ errorName: 'invalid_state_transition' });
  });
});

describe('intent: recording toggle', () => {
  it('off suspends and on resumes, telling the host the status the agent saw', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v', { recording: { enabled: true, status: 'recording' } })]);
    await model.intents.setRecording('v', false);
    model.contacts.applySnapshot([voiceCall('v', { recording: { enabled: true, status: 'suspended' } })]);
    await model.intents.setRecording('v', true);
    expect(fake.callsTo('recording.setRecording')).toEqual([
      ['v', 'suspended', 'recording'],
      ['v', 'recording', 'suspended'],
    ]);
  });
  it('does nothing when the contact is not recorded', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    await expect(model.intents.setRecording('v', true)).rejects.toMatchObject({ errorName: 'invalid_state_transition' });
    expect(fake.callsTo('recording.setRecording')).toHaveLength(0);
  });
});
