import type { ConnectionRecord, ContactRecord } from './records.ts';

/**
 * A supervisor's monitoring session as the contact centre keeps it, and the hooks a channel plays in it: a file of
 * its own, under both the centre and monitoring.ts, which works on the centre.
 */

export type MonitorMode = 'SILENT_MONITOR' | 'BARGE';
export const MONITOR_MODES: readonly MonitorMode[] = ['SILENT_MONITOR', 'BARGE'];

export interface MonitorSession {
  supervisor: string;
  contact: ContactRecord;
  /** The supervisor's own leg: state silent_monitor or barge while on, disconnected once left. */
  connection: ConnectionRecord;
  mode: MonitorMode;
  /** The modes enabled for this contact (both unless the control API restricts them). */
  capabilities: MonitorMode[];
  joinedAt: number;
}

/** A channel's part in monitoring (chat: the supervisor's participant in the chat room). */
export interface MonitorHooks {
  joined(s: MonitorSession): void;
  modeChanged(s: MonitorSession): void;
  left(s: MonitorSession): void;
}
