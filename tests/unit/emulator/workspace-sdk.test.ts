import { afterEach, describe, expect, it } from 'vitest';
import { ContactCentre, defaultSettings } from '../../../emulator/centre/centre.ts';
import { defaultDirectory } from '../../../emulator/centre/directory.ts';
import { instanceIds } from '../../../emulator/centre/ids.ts';
import { Voice } from '../../../emulator/centre/voice.ts';
import { topicEvents, viewOf } from '../../../emulator/workspace/sdk-topics.ts';
import { handleWorkspaceSdkRequest } from '../../../emulator/workspace/sdk-workspace-routes.ts';

// The workspace side of Connect Local: SDK requests become contact-centre calls, and centre changes become SDK
// topics, so the plugin and the streams panel see the same world.

const world = () => {
  const centre = new ContactCentre(defaultDirectory(instanceIds()), { ...defaultSettings(), connectDelayMs: 0, autoAnswer: false });
  const voice = new Voice(centre);
  const ctx = { centre, voice, username: 'agent', instanceUrl: 'http://127.0.0.1:1' };
  const sdk = (namespace: string, command: string, data?: object) => handleWorkspaceSdkRequest(ctx, { namespace, command, data });
  let before = viewOf(centre, centre.agent('agent'));
  const events = () => {
    const after = viewOf(centre, centre.agent('agent'));
    const out = topicEvents(before, after);
    before = after;
    return out.filter((e) => !e.topic.parameter).map((e) => e.topic.key);
  };
  return { centre, voice, sdk, events };
};
let centre: ContactCentre | undefined;
afterEach(() => centre?.reset());

describe('Connect Local as the agent workspace', () => {
  it('answers agent requests from the centre and changes state through it', () => {
    const w = world();
    centre = w.centre;
    expect(w.sdk('aws.connect.contact', 'agent/getName')).toMatchObject({ isError: false, data: { name: 'Alex Rivera' } });
    expect(w.sdk('aws.connect.contact', 'agent/setAvailabilityStateByName', { agentStateName: 'Available' })).toMatchObject({ data: { status: 'updated', current: { name: 'Available' } } });
    expect(w.centre.agent('agent').chosen.name).toBe('Available');
    expect(w.events()).toEqual(['agent/stateChange', 'agent/availabilityStateChanged']);
    expect(w.sdk('aws.connect.contact', 'agent/setAvailabilityStateByName', { agentStateName: 'Nope' })).toMatchObject({ isError: true, errorKey: 'invalidAgentState' });
  });

  it('publishes a call lifecycle as the SDK topics, driven by SDK requests', async () => {
    const w = world();
    centre = w.centre;
    w.sdk('aws.connect.contact', 'agent/setAvailabilityStateByName', { agentStateName: 'Available' });
    w.events();
    const c = w.voice.inbound({ agent: 'agent', from: '+14155550100' });
    expect(w.events()).toContain('contact/connecting');
    expect(w.sdk('aws.connect.voice', 'voice/getInitialCustomerPhoneNumber', { contactId: c.contactId })).toMatchObject({ data: { phoneNumber: '+14155550100' } });
    w.sdk('aws.connect.contact', 'contact/accept', { contactId: c.contactId });
    await new Promise((r) => setTimeout(r, 10));
    expect(w.events()).toEqual(expect.arrayContaining(['contact/participantStateChanged', 'contact/connected']));

    const participants = (w.sdk('aws.connect.contact', 'contact/listParticipants', { contactId: c.contactId }) as { data: { participantId: string; isSelf: boolean }[] }).data;
    const customer = participants.find((p) => !p.isSelf)!;
    w.sdk('aws.connect.voice', 'voice/holdParticipant', { participantId: customer.participantId });
    expect(w.events()).toEqual(['contact/participantStateChanged', 'voice/participantHold']);
    w.sdk('aws.connect.voice', 'voice/resumeParticipant', { participantId: customer.participantId });
    expect(w.events()).toEqual(['contact/participantStateChanged', 'voice/participantResume']);

    const qc = w.centre.directory.quickConnects.find((q) => q.name === 'Sales queue')!;
    const added = w.sdk('aws.connect.contact', 'contact/addParticipant', { contactId: c.contactId, quickConnect: { type: 'queue', endpointARN: qc.endpointARN, name: qc.name } });
    expect(added).toMatchObject({ isError: false, data: { participantId: expect.any(String) } });
    expect(w.events()).toEqual(expect.arrayContaining(['contact/participantAdded']));

    w.sdk('aws.connect.contact', 'contact/disconnectSelf', { contactId: c.contactId });
    expect(w.events()).toContain('contact/acw');
    w.sdk('aws.connect.contact', 'contact/clear', { contactId: c.contactId });
    expect(w.events()).toEqual(expect.arrayContaining(['contact/cleared', 'contact/destroy']));
    expect(w.sdk('aws.connect.contact', 'contact/getQueue', { contactId: c.contactId })).toMatchObject({ isError: true, errorKey: 'noResult' });
  });

  it('reports a missed call as missed', () => {
    const w = world();
    centre = w.centre;
    w.sdk('aws.connect.contact', 'agent/setAvailabilityStateByName', { agentStateName: 'Available' });
    w.voice.inbound({ agent: 'agent', from: '+14155550100', ringTimeoutMs: 0 });
    w.events();
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(w.events()).toEqual(expect.arrayContaining(['contact/missed', 'agent/stateChange']));
        resolve();
      }, 10),
    );
  });
});
