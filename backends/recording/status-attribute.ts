/**
 * The public API has no call that reads a live recording's state (DescribeContact's `Recordings` lists stored
 * recordings after the fact). So the recording back end keeps the state the panel shows in a contact attribute:
 * it writes it after each action it takes, and a flow that changes recording can set it too. Without it, a call
 * counts as recorded, as a flow with "Set recording and analytics behavior" records it.
 */
export const RECORDING_STATUS_ATTRIBUTE = 'ccpRecordingStatus';
export const RECORDING_STATUSES = ['recording', 'suspended', 'stopped'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];
export const DEFAULT_RECORDING_STATUS: RecordingStatus = 'recording';
