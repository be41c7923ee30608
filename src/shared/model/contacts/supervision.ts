import { acceptBlockedByMonitoring, bargeBlock, silentMonitorBlock, type BargeBlock, type SilentMonitorBlock } from '../../rules/supervision';
import { isLiveConnection } from '../../domain/connections';
import type { Contact, ContactProgress, MonitorMode } from '../../domain/contact';

/** The agent monitors this contact as a supervisor (silently or barged in) and has not left it. */
export function isMonitoring(contact: Contact): boolean {
  return contact.supervision.mode !== null && contact.state === 'connected';
}

/** Accepting a new call is blocked while the agent monitors another contact (§5). */
export function acceptBlocked(contact: Contact, all: readonly Contact[]): boolean {
  if (contact.type !== 'voice' && contact.type !== 'queue_callback') return false;
  return acceptBlockedByMonitoring(all.filter((c) => c.contactId !== contact.contactId && isMonitoring(c)).length);
}

export interface SupervisorControls {
  mode: MonitorMode;
  /** The mode a switch is on its way to; the panel shows connecting meanwhile. */
  switchingTo: MonitorMode | null;
  silentMonitor: SilentMonitorBlock;
  barge: BargeBlock;
}

/** What the monitor/barge panel offers a supervisor on a contact they monitor; null when they do not. */
export function supervisorControls(
  contact: Contact,
  progress: ContactProgress,
  permissions: { monitor: boolean; bargeIn: boolean },
): SupervisorControls | null {
  const s = contact.supervision;
  if (s.mode === null) return null;
  const facts = {
    mode: s.mode,
    silentMonitorEnabled: s.monitorEnabled,
    bargeEnabled: s.bargeEnabled,
    hasMonitorPermission: permissions.monitor,
    hasBargePermission: permissions.bargeIn,
    activeConnections: contact.connections.filter(isLiveConnection).length,
    otherManagerBarged: s.otherManagerBarged,
    agentUnderSupervision: s.isAgentUnderSupervision,
  };
  return { mode: s.mode, switchingTo: progress.monitorModeChange, silentMonitor: silentMonitorBlock(facts), barge: bargeBlock(facts) };
}
