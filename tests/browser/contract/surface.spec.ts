import { test, expect } from '../support/fixtures.ts';
import { availableAgent, openStreams } from './support.ts';

// streams' documented agent, contact and connection API, beyond what the other contract specs drive: every getter
// on a ringing and a connected call and the calls and events not covered elsewhere, each with the documented result.
// The coverage table in emulator/README.md names this file for them (tests/unit/contract/coverage.test.ts checks it).

const AGENT_GETTERS = ['getNetworkConnectionStatus', 'getAvailabilityState', 'getState', 'getStatus', 'getNextState', 'getStateDuration', 'getPermissions', 'getConfiguration', 'getAgentStates', 'getRoutingProfile', 'getVoiceEnhancementMode', 'getChannelConcurrency', 'getAgentARN', 'getName', 'getExtension', 'getDialableCountries', 'isSoftphoneEnabled', 'getAllQueueARNs', 'toSnapshot'];
const CONTACT_GETTERS = ['getEventName', 'getContactId', 'getOriginalContactId', 'getInitialContactId', 'getType', 'getState', 'getStatus', 'getName', 'getDescription', 'getReferences', 'getContactDuration', 'getInitiationMethod', 'getContactMetadata', 'getRelatedContactId', 'getContactAssociationId', 'getCustomerEndpoint', 'getConnectSystemEndpoint', 'getStateDuration', 'getStatusDuration', 'getQueue', 'getQueueTimestamp', 'hasTwoActiveParticipants', 'getAttributes', 'getChannelContext', 'getSegmentAttributes', 'getContactSubtype', 'isSoftphoneCall', 'hasVideoRTCCapabilities', 'hasScreenShareCapability', 'canAgentSendVideo', 'canAgentReceiveVideo', 'canAgentSendScreenShare', 'canCustomerSendScreenShare', 'isInbound', 'isConnected', 'isMultiPartyConferenceEnabled', 'isUnderSupervision', 'isAutoAcceptEnabled', 'getInstanceDetails', 'toSnapshot'];
const CONNECTION_GETTERS = ['getContactId', 'getConnectionId', 'getEndpoint', 'getAddress', 'getState', 'getStatus', 'getStateDuration', 'getStatusDuration', 'getType', 'getMonitorInfo', 'isInitialConnection', 'isActive', 'isConnected', 'isConnecting', 'isOnHold', 'getMediaInfo', 'getMediaType', 'getMediaController', 'getQuickConnectName', 'isMute', 'canSendVideo', 'getCapabilities', 'getVideoConnectionInfo', 'isSilentMonitor', 'isBarge', 'isSilentMonitorEnabled', 'isBargeEnabled', 'getMonitorCapabilities', 'getMonitorStatus', 'isForcedMute', 'canResumeParticipant', 'canSendScreenShare', 'getVoiceIdSpeakerId', 'getVoiceIdSpeakerStatus'];


const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
const arn = (kind: string) => expect.stringMatching(new RegExp(`^arn:aws:connect:us-west-2:\\d{12}:instance/[^/]+/${kind}/`));
const undef = { undefined: true };

test('the getters of the agent, of a ringing and a connected call, and of its connections', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  const contactId = await api.inboundCall({ attributes: { account: '42' } });
  await streams.waitForEvent('contact', contactId);

  const ringing = await streams.probe(contactId, CONTACT_GETTERS);
  expect(ringing).toMatchObject({ getState: { type: 'connecting', timestamp: iso }, isConnected: false, isInbound: true, getContactDuration: expect.any(String) });
  expect(await streams.accept(contactId)).toMatchObject({ ok: true });
  await streams.waitForEvent('contact.connected', contactId);

  const agent = await streams.probe('agent', AGENT_GETTERS);
  const states = ['Available', 'Break', 'Lunch', 'Training', 'Offline'];
  expect(agent).toMatchObject({
    getName: 'Alex Rivera',
    getAgentARN: arn('agent'),
    getState: { type: 'system', name: 'Busy', startTimestamp: iso },
    getStatus: { type: 'system', name: 'Busy' },
    // The state the agent chose stays their availability while a contact makes them Busy.
    getAvailabilityState: { state: 'Available', timeStamp: iso },
    getNextState: undef,
    getStateDuration: expect.any(Number),
    getPermissions: expect.arrayContaining(['outboundCall']),
    getConfiguration: { name: 'Alex Rivera', username: 'agent', softphoneEnabled: false, extension: expect.stringMatching(/^\+\d+$/) },
    getRoutingProfile: { name: 'Basic Routing Profile', routingProfileARN: arn('routing-profile'), channelConcurrencyMap: { VOICE: 1, CHAT: 3, TASK: 3 } },
    getChannelConcurrency: { VOICE: 1, CHAT: 3, TASK: 3 },
    getExtension: expect.stringMatching(/^\+\d+$/),
    getDialableCountries: expect.arrayContaining(['us', 'gb']),
    isSoftphoneEnabled: false,
    getVoiceEnhancementMode: expect.anything(),
    toSnapshot: { agentData: expect.any(Object) },
  });
  expect(agent.getAgentStates.map((x: { name: string }) => x.name)).toEqual(states);
  expect(agent.getAllQueueARNs).toEqual(agent.getRoutingProfile.queues.map((q: { queueARN: string }) => q.queueARN));
  // Answered by the Amazon Connect SDK client the hosted CCP serves, from the agent's websocket.
  expect(agent.getNetworkConnectionStatus).toEqual({ resolved: { status: 'connected', timestamp: expect.any(Number) } });

  const contact = await streams.probe(contactId, CONTACT_GETTERS);
  expect(contact).toMatchObject({
    getContactId: contactId, getOriginalContactId: contactId, getInitialContactId: contactId,
    getType: 'voice', getState: { type: 'connected', timestamp: iso }, getStatus: { type: 'connected' },
    getInitiationMethod: 'inbound', getName: null, getDescription: null, getRelatedContactId: null, getContactSubtype: null,
    getCustomerEndpoint: { type: 'phone_number', phoneNumber: '+12065550123' },
    getQueue: { name: 'BasicQueue', queueARN: arn('queue') }, getQueueTimestamp: iso,
    getStateDuration: expect.any(Number), getStatusDuration: expect.any(Number), getContactDuration: expect.any(String),
    getAttributes: { account: { name: 'account', value: '42' } }, getSegmentAttributes: {},
    hasTwoActiveParticipants: true, isInbound: true, isConnected: true, isSoftphoneCall: false,
    // A voice call without video or screen sharing: the documented "no capability" answers.
    hasVideoRTCCapabilities: false, hasScreenShareCapability: false, canAgentReceiveVideo: false,
    isMultiPartyConferenceEnabled: true, isUnderSupervision: false, isAutoAcceptEnabled: false,
    getInstanceDetails: { resolved: { origin: connectLocal.url, region: 'us-west-2' } },
    toSnapshot: { contactData: { contactId } },
    // getEventName belongs to the view-contact event, not a contact: streams throws without one.
    getEventName: { threw: expect.any(String) },
  });
  for (const absent of ['canAgentSendVideo', 'canAgentSendScreenShare', 'canCustomerSendScreenShare', 'getReferences', 'getContactMetadata', 'getContactAssociationId', 'getChannelContext', 'getConnectSystemEndpoint']) {
    expect([undefined, null, false, {}].some((v) => JSON.stringify(v) === JSON.stringify(contact[absent]) || contact[absent]?.undefined), absent).toBe(true);
  }

  const common = (type: string, initial: boolean) => ({
    getContactId: contactId, getConnectionId: expect.any(String), getType: type, isInitialConnection: initial,
    getState: { type: 'connected', timestamp: iso }, getStatus: { type: 'connected' }, getStateDuration: expect.any(Number), getStatusDuration: expect.any(Number),
    isActive: true, isConnected: true, isConnecting: false, isOnHold: false, isMute: false, isForcedMute: false,
    getMediaType: 'softphone', getQuickConnectName: null, isSilentMonitor: false, isBarge: false, getMonitorStatus: null,
    canResumeParticipant: { resolved: false },
    // No softphone media on a desk phone, no video, no Voice ID: the documented failures.
    getMediaController: { rejected: expect.anything() }, getVideoConnectionInfo: { rejected: expect.anything() },
  });
  const own = await streams.probe({ contactId, who: 'agent' }, CONNECTION_GETTERS);
  expect(own).toMatchObject({ ...common('agent', false), getEndpoint: { type: 'agent' }, getAddress: { type: 'agent' } });
  const customer = await streams.probe({ contactId, who: 'customer' }, CONNECTION_GETTERS);
  expect(customer).toMatchObject({ ...common('inbound', true), getEndpoint: { type: 'phone_number', phoneNumber: '+12065550123' }, getAddress: { phoneNumber: '+12065550123' } });
  expect(own.getConnectionId).not.toBe(customer.getConnectionId);
  expect(await streams.eventNames(contactId)).toEqual(expect.arrayContaining(['contact.refresh', 'contact.connecting', 'contact.accepted', 'contact.connected']));
  expect(await streams.eventNames()).toEqual(expect.arrayContaining(['agent.refresh', 'agent.offline']));
});

test('setStatus, setConfiguration, an enqueued next state, sendDigits, notifyIssue, and the deprecated contact.destroy', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  // setStatus is setState's older name.
  expect(await streams.invoke('agent', 'setStatus', [{ agentState: 'Training' }], true)).toEqual({ ok: true, data: {} });
  await streams.waitForAgentState('Training');
  expect(await streams.invoke('agent', 'setStatus', [{ agentState: 'Available' }], true)).toEqual({ ok: true, data: {} });
  await streams.waitForAgentState('Available');

  // setConfiguration sends the configuration back (UpdateAgentConfiguration); a changed preference is kept.
  const { getConfiguration: config } = await streams.probe('agent', ['getConfiguration']);
  const changed = { ...config, agentPreferences: { LANGUAGE: 'de_DE' } };
  expect(await streams.invoke('agent', 'setConfiguration', [changed], true)).toMatchObject({ ok: true });
  await expect.poll(async () => (await streams.probe('agent', ['getConfiguration'])).getConfiguration.agentPreferences).toMatchObject({ LANGUAGE: 'de_DE' });
  expect(await streams.invoke('agent', 'setConfiguration', [config], true)).toMatchObject({ ok: true });

  const contactId = await api.inboundCall();
  await streams.waitForEvent('contact', contactId);
  expect(await streams.accept(contactId)).toMatchObject({ ok: true });
  await streams.waitForEvent('contact.connected', contactId);

  // A state picked during a call is enqueued: streams fires onEnqueuedNextState and getNextState answers it.
  expect(await streams.setState('Lunch', true)).toMatchObject({ ok: true });
  await streams.waitForEvent('agent.enqueuedNextState');
  expect((await streams.probe('agent', ['getNextState'])).getNextState).toMatchObject({ name: 'Lunch' });

  expect(await streams.invoke({ contactId, who: 'customer' }, 'sendDigits', ['12#'], true)).toMatchObject({ ok: true });
  expect(await streams.invoke(contactId, 'notifyIssue', ['DeviceIssue', 'The headset dropped out'], true)).toMatchObject({ ok: true });

  // contact.destroy is deprecated and does nothing (it only logs a warning): the call stays connected.
  expect(await streams.invoke(contactId, 'destroy')).toEqual({ ok: true, data: { undefined: true } });
  expect((await streams.contact(contactId)).state).toBe('connected');
  // The agent hangs up: after-call work, then cleared into the enqueued state.
  expect(await streams.hangUp(contactId, 'agent')).toMatchObject({ ok: true });
  await streams.waitForEvent('contact.acw', contactId);
  await streams.waitForEvent('agent.acw');
  await streams.waitForEvent('contact.ended', contactId);
  expect(await streams.clear(contactId)).toMatchObject({ ok: true });
  await streams.waitForEvent('contact.destroy', contactId);
  await streams.waitForAgentState('Lunch');
  expect(await api.agentState()).toMatchObject({ name: 'Lunch' });
  // The enqueued state took effect, so there is no next state any more: onClearedNextState.
  await streams.waitForEvent('agent.clearedNextState');
  expect([null, { undefined: true }]).toContainEqual((await streams.probe('agent', ['getNextState'])).getNextState);
});

test('device choices are echoed back as their change events; a softphone error; the agent websocket lost and regained', async ({ page, panel, connectLocal, api }) => {
  // The CCP frame's softphone answers the speaker and microphone choices, as the hosted CCP's softphone manager does.
  const streams = await openStreams(page, panel, connectLocal, { query: { framedSoftphone: '1' } });
  expect(await streams.invoke('agent', 'setSpeakerDevice', ['default'])).toMatchObject({ ok: true });
  await streams.waitForEvent('agent.speakerDeviceChanged');
  expect(await streams.invoke('agent', 'setMicrophoneDevice', ['default'])).toMatchObject({ ok: true });
  await streams.waitForEvent('agent.microphoneDeviceChanged');
  expect(await streams.invoke('agent', 'setRingerDevice', ['default'])).toMatchObject({ ok: true });
  await streams.waitForEvent('agent.ringerDeviceChanged');
  expect(await streams.invoke('agent', 'setCameraDevice', ['default'])).toMatchObject({ ok: true });
  await streams.waitForEvent('agent.cameraDeviceChanged');
  expect(await streams.invoke('agent', 'setBackgroundBlur', [true])).toMatchObject({ ok: true });
  await streams.waitForEvent('agent.backgroundBlurChanged');

  // A softphone error the CCP reports reaches agent.onSoftphoneError with its type.
  await api.post('/agents/agent/softphone-error', { errorType: 'microphone_not_shared' });
  await streams.waitForEvent('agent.softphoneError');
  expect((await streams.events()).find((e) => e.name === 'agent.softphoneError')).toMatchObject({ state: 'microphone_not_shared' });

  // The agent websocket drops and comes back: streams' own events and the SDK's network status both tell it.
  await api.post('/faults/websocket-drop', { forMs: 60_000 });
  await streams.waitForEvent('agent.webSocketConnectionLost');
  await expect.poll(async () => (await streams.events()).filter((e) => e.name === 'agent.networkConnectionStatusChanged').map((e) => e.newState)).toEqual(['disconnected']);
  await api.post('/faults/websocket-restore');
  await streams.waitForEvent('agent.webSocketConnectionGained');
  await expect.poll(async () => (await streams.events()).filter((e) => e.name === 'agent.networkConnectionStatusChanged').map((e) => e.newState)).toEqual(['disconnected', 'connected']);
});
