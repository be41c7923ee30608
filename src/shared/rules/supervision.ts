import type { MonitorMode } from '../domain/contact';

/**
 * Supervision rules (spec §4 Supervision, §5 Contact rules, §6 Supervisor; chat §4 monitor modes), as plain
 * functions of what the contact and the security profile say.
 */

export interface SupervisorFacts {
  /** The supervisor's current mode on this contact. */
  mode: MonitorMode;
  /** Each mode must be enabled for the contact (the supervisor connection's monitor capabilities). */
  silentMonitorEnabled: boolean;
  bargeEnabled: boolean;
  /** The security profile's monitor and barge-in permissions. */
  hasMonitorPermission: boolean;
  hasBargePermission: boolean;
  /** Active connections on the contact, the supervisor's own included. */
  activeConnections: number;
  /** Another manager is barged in. */
  otherManagerBarged: boolean;
  /** The agent on the contact is already supervised by a barged-in manager. */
  agentUnderSupervision: boolean;
}

/** Why a mode is not offered; null when it is. The view words each reason. */
export type SilentMonitorBlock = 'not-enabled' | 'not-permitted' | 'two-active-participants' | null;
export type BargeBlock = 'not-enabled' | 'not-permitted' | 'under-supervision' | 'other-manager-barged' | null;

/**
 * Silent monitor must be enabled and permitted, and is disabled while only two participants are active (the
 * supervisor and one other): going silent would leave that party alone.
 */
export function silentMonitorBlock(f: SupervisorFacts): SilentMonitorBlock {
  if (!f.silentMonitorEnabled) return 'not-enabled';
  if (!f.hasMonitorPermission) return 'not-permitted';
  if (f.activeConnections === 2) return 'two-active-participants';
  return null;
}

/** Barge must be enabled and permitted, and is disabled under supervision or when another manager barged in. */
export function bargeBlock(f: SupervisorFacts): BargeBlock {
  if (!f.bargeEnabled) return 'not-enabled';
  if (!f.hasBargePermission) return 'not-permitted';
  if (f.agentUnderSupervision) return 'under-supervision';
  if (f.otherManagerBarged) return 'other-manager-barged';
  return null;
}

/** The mode the supervisor's one switch button leads to from the current one. */
export function otherMode(mode: MonitorMode): MonitorMode {
  return mode === 'barge' ? 'silent_monitor' : 'barge';
}

/** Accepting a new call is blocked while the agent monitors a contact (§5). */
export function acceptBlockedByMonitoring(monitoredLiveContacts: number): boolean {
  return monitoredLiveContacts > 0;
}

/** What a chat monitor may do: silent monitoring only reads; a barged-in supervisor may also type and send. */
export interface ChatMonitorAllowance {
  typing: boolean;
  sending: boolean;
  receipts: boolean;
  transfer: boolean;
  quickResponses: boolean;
  addParticipant: boolean;
}

export function chatMonitorAllowance(mode: MonitorMode | null): ChatMonitorAllowance {
  if (mode === null) return { typing: true, sending: true, receipts: true, transfer: true, quickResponses: true, addParticipant: true };
  const barged = mode === 'barge';
  // Monitor modes disable receipts, transfer, quick responses and add participant; only barge lets the supervisor speak.
  return { typing: barged, sending: barged, receipts: false, transfer: false, quickResponses: false, addParticipant: false };
}

/** What a supervised agent loses while a manager is barged in (§4, chat §4). */
export interface SupervisedAgentControls {
  moreMenu: boolean;
  hold: boolean;
  conference: boolean;
  quickConnects: boolean;
  createTask: boolean;
}

export function supervisedAgentControls(underSupervision: boolean): SupervisedAgentControls {
  const free = !underSupervision;
  return { moreMenu: free, hold: free, conference: free, quickConnects: free, createTask: free };
}
