import type { ContactCentre } from '../centre/centre.ts';
import { ServiceError, badRequest, invalidState } from '../centre/errors.ts';
import type { ContactRecord } from '../centre/records.ts';

/**
 * Call recording's state in Connect Local: the public API's StartContactRecording, SuspendContactRecording,
 * ResumeContactRecording and StopContactRecording (emulator/public-api) change it, called by the shipped recording
 * back end (backends/recording, run through emulator/back-ends); the panel reads it back through the same.
 */
export type RecordingAction = 'start' | 'suspend' | 'resume' | 'stop';

const TRANSITIONS: Record<RecordingAction, (c: ContactRecord) => NonNullable<ContactRecord['recording']>> = {
  start: () => 'recording',
  resume: (c) => {
    if (c.recording === 'stopped') throw invalidState('A stopped recording cannot be resumed; start it again');
    return 'recording';
  },
  suspend: (c) => {
    if (c.recording !== 'recording') throw invalidState('Only an active recording can be suspended');
    return 'suspended';
  },
  stop: () => 'stopped',
};

export const isRecordingAction = (a: string): a is RecordingAction => Object.hasOwn(TRANSITIONS, a);

/** The connected voice contact a recording operation acts on. */
export function recordedContact(centre: ContactCentre, contactId: unknown): ContactRecord {
  const c = centre.contacts.find((x) => x.contactId === contactId);
  if (!c) throw new ServiceError('ResourceNotFoundException', `Contact ${String(contactId)} not found`, 404);
  if (c.type !== 'voice' && c.type !== 'queue_callback') throw badRequest('Only voice contacts are recorded');
  return c;
}

/**
 * One recording operation on a connected call (the public API's), on the state the contact keeps.
 */
export function changeRecording(centre: ContactCentre, contactId: unknown, action: RecordingAction): ContactRecord {
  const c = recordedContact(centre, contactId);
  if (c.state.type !== 'connected') throw invalidState(`Contact ${c.contactId} is not connected`);
  c.recording = TRANSITIONS[action](c);
  centre.change(`recording ${action} ${c.contactId}`);
  return c;
}
