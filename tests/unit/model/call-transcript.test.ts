import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../../../src/shared/model/port';
import { TRANSCRIPT_POLL_MS } from '../../../src/shared/model';
import { configuration, voiceCall } from './support/fixtures';
import { flush, modelWithFakePort } from './support/model';

const line = (id: string, content: string) => ({ id, speaker: 'CUSTOMER', content, beginOffsetMs: 0, endOffsetMs: 500, sentiment: null });

function allowed() {
  const w = modelWithFakePort();
  w.model.agent.applyConfiguration(configuration({ permissions: ['outboundCall', 'ccpRealtimeContactLens'] }));
  return w;
}

describe('the realtime call transcript', () => {
  it('follows a connected call with the service’s token, adding only what is new, until the analysis is over', async () => {
    const { model, fake, clock } = allowed();
    fake.transcriptPages.push({ segments: [line('1', 'Hello')], nextToken: 't1' }, { segments: [line('2', 'I need help')], nextToken: 't2' }, { segments: [], nextToken: null });
    model.contacts.applySnapshot([voiceCall('c1')]);
    await flush();
    const t = model.callTranscripts.get('c1')!;
    expect(t.log.value.blocks.flat().map((s) => s.content)).toEqual(['Hello']);
    expect(t.status.value).toBe('live');
    clock.advance(TRANSCRIPT_POLL_MS);
    await flush();
    clock.advance(TRANSCRIPT_POLL_MS);
    await flush();
    expect(fake.callsTo('transcripts.listSegments')).toEqual([['c1', null], ['c1', 't1'], ['c1', 't2']]);
    expect(t.log.value.length).toBe(2);
    expect(t.status.value).toBe('complete');
    clock.advance(TRANSCRIPT_POLL_MS * 3);
    await flush();
    expect(fake.callsTo('transcripts.listSegments')).toHaveLength(3);
  });

  it('asks nothing and shows nothing without the ccpRealtimeContactLens permission or a transcript source', async () => {
    const plain = modelWithFakePort();
    plain.model.contacts.applySnapshot([voiceCall('c1')]);
    await flush();
    expect(plain.model.callTranscripts.visible.value).toBe(false);
    expect(plain.model.callTranscripts.get('c1')).toBeUndefined();
    expect(plain.fake.callsTo('transcripts.listSegments')).toHaveLength(0);

    const noSource = modelWithFakePort(CAPABILITIES.filter((c) => c !== 'realtimeTranscript'));
    noSource.model.agent.applyConfiguration(configuration({ permissions: ['ccpRealtimeContactLens'] }));
    noSource.model.contacts.applySnapshot([voiceCall('c1')]);
    expect(noSource.model.callTranscripts.visible.value).toBe(false);
  });

  it('asks nothing about a call the agent only monitors as a supervisor: it is another agent’s, whose transcript the back end refuses them', async () => {
    const { model, fake, clock } = allowed();
    model.contacts.applySnapshot([voiceCall('m', { supervision: { ...voiceCall('m').supervision, mode: 'silent_monitor', monitorEnabled: true } })]);
    await flush();
    clock.advance(TRANSCRIPT_POLL_MS * 2);
    await flush();
    expect(model.callTranscripts.get('m')).toBeUndefined();
    expect(fake.callsTo('transcripts.listSegments')).toHaveLength(0);
  });

  it('waits while the analysis has not started, says when the source fails and carries on, and stops at a refusal', async () => {
    const { model, fake, clock } = allowed();
    fake.failNext('transcripts.listSegments', { type: 'ResourceNotFoundException' });
    model.contacts.applySnapshot([voiceCall('c1')]);
    await flush();
    const t = model.callTranscripts.get('c1')!;
    expect(t.status.value).toBe('waiting');
    fake.failNext('transcripts.listSegments', { type: 'ThrottlingException' });
    clock.advance(TRANSCRIPT_POLL_MS);
    await flush();
    expect(t.status.value).toBe('retrying');
    fake.transcriptPages.push({ segments: [line('1', 'Back again')], nextToken: 't1' });
    clock.advance(TRANSCRIPT_POLL_MS);
    await flush();
    expect(t.status.value).toBe('live');
    fake.failNext('transcripts.listSegments', { type: 'AccessDeniedException' });
    clock.advance(TRANSCRIPT_POLL_MS);
    await flush();
    expect(t.status.value).toBe('denied');
    const asked = fake.callsTo('transcripts.listSegments').length;
    clock.advance(TRANSCRIPT_POLL_MS * 2);
    await flush();
    expect(fake.callsTo('transcripts.listSegments')).toHaveLength(asked);
  });

  it('keeps a call’s transcript through after-call work and forgets it when the contact is gone; chats have none', async () => {
    const { model, fake } = allowed();
    fake.transcriptPages.push({ segments: [line('1', 'Hello')], nextToken: 't1' });
    model.contacts.applySnapshot([voiceCall('c1'), voiceCall('chat1', { type: 'chat' })]);
    await flush();
    expect(model.callTranscripts.get('chat1')).toBeUndefined();
    model.contacts.applySnapshot([voiceCall('c1', { state: 'ended' })]);
    expect(model.callTranscripts.get('c1')?.log.value.length).toBe(1);
    model.contacts.applySnapshot([]);
    expect(model.callTranscripts.get('c1')).toBeUndefined();
  });
});
