import { describe, expect, it } from 'vitest';
import type { RecordingStatus } from '../../../src/shared/model';
import type { RecordingClient } from '../../../src/standalone/recording/recording-client';
import { recordingPort } from '../../../src/standalone/recording/recording-status';

/** A recording back end whose status someone else may change; it records the actions asked of it. */
function backEnd(initial: RecordingStatus) {
  let status = initial;
  const actions: RecordingStatus[] = [];
  const client: RecordingClient = {
    status: async () => status,
    setRecording: async (_id, target) => void (actions.push(target), (status = target)),
  };
  const statuses = { refresh: async () => status };
  return { client, statuses, actions, set: (s: RecordingStatus) => (status = s) };
}

describe('the recording toggle acts on the state the agent sees (issue 12)', () => {
  it('acts when the back end still has the shown state', async () => {
    const b = backEnd('recording');
    await recordingPort(b.client, b.statuses).setRecording('c', 'suspended', 'recording');
    expect(b.actions).toEqual(['suspended']);
  });

  it('leaves a recording changed elsewhere as it is', async () => {
    const b = backEnd('recording');
    b.set('stopped');
    await recordingPort(b.client, b.statuses).setRecording('c', 'suspended', 'recording');
    expect(b.actions).toEqual([]);
  });

  it('acts when the shown state is not known', async () => {
    const b = backEnd('suspended');
    await recordingPort(b.client, b.statuses).setRecording('c', 'recording', null);
    expect(b.actions).toEqual(['recording']);
  });
});
