import type { ContactCentre } from './centre.ts';
import { ServiceError, badRequest, invalidState } from './errors.ts';
import { newId } from './ids.ts';
import { MONITOR_MODES, type MonitorMode, type MonitorSession } from './monitor-session.ts';
import { type ContactRecord, agentEndpoint, isLive } from './records.ts';

export { MONITOR_MODES, type MonitorHooks, type MonitorMode, type MonitorSession } from './monitor-session.ts';

/**
 * Supervisors monitoring other agents' live voice and chat contacts, as Amazon Connect's enhanced monitoring
 * does: a session starts silent (or barged in) from outside the panel (the real-time metrics page or the public
 * MonitorContact API; here the control API), the supervisor switches between silent monitor and barge with
 * UpdateMonitorParticipantState, can force-mute the agent, and leaves by destroying their own connection.
 *
 * The supervisor sees the monitored contact under its own id in their snapshot; a silent supervisor is not in
 * the agent's snapshot, a barging one is (a `monitoring` connection in state barge).
 */

/** The security-profile permissions that allow each mode. */
const PERMISSION_OF: Record<MonitorMode, string> = { SILENT_MONITOR: 'monitor', BARGE: 'bargeIn' };

export class Monitoring {
  constructor(private readonly centre: ContactCentre) {}

  private get now() {
    return this.centre.now();
  }

  /** A supervisor starts monitoring a live voice or chat contact of another agent. */
  start(opts: { contactId: string; supervisor: string; mode?: MonitorMode; capabilities?: MonitorMode[] }): MonitorSession {
    const c = this.centre.contacts.find((x) => x.contactId === opts.contactId);
    if (!c) throw new ServiceError('ResourceNotFoundException', `No contact ${opts.contactId}`, 404);
    const a = this.centre.agent(opts.supervisor);
    if (!a.profile.isAgent) throw new ServiceError('AccessDeniedException', `User ${opts.supervisor} has no access to the Contact Control Panel`, 403);
    if (c.agent === opts.supervisor) throw invalidState('A supervisor cannot monitor their own contact');
    if (c.type !== 'voice' && c.type !== 'queue_callback' && c.type !== 'chat') throw invalidState(`A ${c.type} contact cannot be monitored`);
    if (c.state.type !== 'connected') throw invalidState(`Contact ${c.contactId} is ${c.state.type}; only a connected contact can be monitored`);
    const capabilities = opts.capabilities ?? [...MONITOR_MODES];
    if (capabilities.some((m) => !MONITOR_MODES.includes(m))) throw badRequest(`capabilities may only hold ${MONITOR_MODES.join(', ')}`);
    const mode = opts.mode ?? 'SILENT_MONITOR';
    this.checkMode(opts.supervisor, mode, capabilities);
    if (this.live(c).some((s) => s.supervisor === opts.supervisor)) throw invalidState(`${opts.supervisor} is already monitoring contact ${c.contactId}`);
    if (mode === 'BARGE') this.checkNoOtherBarge(c, opts.supervisor);
    const session: MonitorSession = {
      supervisor: opts.supervisor,
      contact: c,
      connection: {
        connectionId: newId(),
        type: 'agent',
        role: 'supervisor',
        initial: false,
        endpoint: agentEndpoint(),
        state: { type: mode === 'BARGE' ? 'barge' : 'silent_monitor', timestamp: this.now },
        mute: false,
        quickConnectName: null,
        digits: '',
      },
      mode,
      capabilities,
      joinedAt: this.now,
    };
    // A softphone supervisor of a call hears it through their own softphone leg (emulator/media/softphone-signalling.ts).
    const voice = c.type === 'voice' || c.type === 'queue_callback';
    if (voice && this.centre.agent(opts.supervisor).softphoneEnabled) session.connection.softphoneMediaInfo = this.centre.softphoneMediaInfo(true, opts.supervisor);
    this.centre.monitors.push(session);
    this.hooks(c)?.joined(session);
    this.centre.change(`${opts.supervisor} monitors ${c.contactId} (${mode})`, [c.agent, opts.supervisor]);
    return session;
  }

  private hooks(c: ContactRecord) {
    return this.centre.monitorHooks.get(c.type);
  }

  /** The sessions on a contact that are still on (not left). */
  live(c: ContactRecord): MonitorSession[] {
    return this.centre.monitors.filter((s) => s.contact === c && isLive(s.connection));
  }

  /** The caller's session on a contact, if the caller supervises it. */
  sessionOf(contactId: string, supervisor: string): MonitorSession | undefined {
    return this.centre.monitors.find((s) => s.contact.contactId === contactId && s.supervisor === supervisor);
  }

  private checkMode(supervisor: string, mode: MonitorMode, capabilities: readonly MonitorMode[]) {
    if (!capabilities.includes(mode)) throw invalidState(`${mode} is not enabled for this contact`);
    const permission = PERMISSION_OF[mode];
    if (!this.centre.agent(supervisor).profile.permissions.includes(permission)) {
      throw new ServiceError('AccessDeniedException', `The security profile of ${supervisor} lacks the ${permission} permission`, 403);
    }
  }

  private checkNoOtherBarge(c: ContactRecord, supervisor: string) {
    if (this.live(c).some((s) => s.supervisor !== supervisor && s.mode === 'BARGE')) throw invalidState('Another manager has already barged in on this contact');
  }

  /** UpdateMonitorParticipantState: silent monitor and barge switch into each other. */
  setMode(s: MonitorSession, mode: MonitorMode) {
    if (!MONITOR_MODES.includes(mode)) throw badRequest(`targetMonitorMode must be one of ${MONITOR_MODES.join(', ')}`);
    if (!isLive(s.connection)) throw invalidState('The supervisor has left this contact');
    this.checkMode(s.supervisor, mode, s.capabilities);
    if (mode === 'BARGE') this.checkNoOtherBarge(s.contact, s.supervisor);
    // With only the supervisor and one other party left, going silent would leave that party alone.
    if (mode === 'SILENT_MONITOR' && s.mode === 'BARGE' && s.contact.connections.filter(isLive).length < 2) {
      throw invalidState('Silent monitor is not possible with two active participants');
    }
    s.mode = mode;
    s.connection.state = { type: mode === 'BARGE' ? 'barge' : 'silent_monitor', timestamp: this.now };
    if (mode === 'SILENT_MONITOR') s.connection.mute = false;
    this.hooks(s.contact)?.modeChanged(s);
    this.centre.change(`${s.supervisor} ${mode === 'BARGE' ? 'barges in on' : 'silently monitors'} ${s.contact.contactId}`, [s.contact.agent, s.supervisor]);
  }

  /** The supervisor leaves; a forced mute they put on the agent is lifted with them. */
  leave(s: MonitorSession, reason = 'leaves') {
    if (!isLive(s.connection)) throw invalidState('The supervisor has already left this contact');
    s.connection.state = { type: 'disconnected', timestamp: this.now };
    this.centre.monitors = this.centre.monitors.filter((x) => x !== s);
    this.hooks(s.contact)?.left(s);
    const agentLeg = s.contact.connections.find((k) => k.role === 'agent');
    if (agentLeg?.forcedMute && this.live(s.contact).length === 0) {
      agentLeg.forcedMute = false;
      agentLeg.mute = false;
    }
    this.centre.change(`${s.supervisor} ${reason} ${s.contact.contactId}`, [s.contact.agent, s.supervisor]);
  }

  /**
   * Mute by a supervisor: on the agent's leg it is a forced mute the agent cannot lift; on their own leg it is an
   * ordinary mute. As in Amazon Connect, a manager mutes or unmutes participants only once barged in (barge needs
   * the bargeIn permission): a silent monitor only listens, so the `monitor` permission alone mutes no one.
   */
  mute(s: MonitorSession, connectionId: string, mute: boolean) {
    if (!this.centre.agent(s.supervisor).profile.permissions.includes(PERMISSION_OF.BARGE)) {
      throw new ServiceError('AccessDeniedException', `The security profile of ${s.supervisor} lacks the ${PERMISSION_OF.BARGE} permission: only a barged-in manager can mute or unmute participants`, 403);
    }
    if (s.mode !== 'BARGE' || !isLive(s.connection)) throw invalidState('Only a barged-in manager can mute or unmute participants: barge in first');
    if (connectionId === s.connection.connectionId) {
      s.connection.mute = mute;
    } else {
      const k = s.contact.connections.find((x) => x.connectionId === connectionId);
      if (!k) throw invalidState(`Connection ${connectionId} is not part of contact ${s.contact.contactId}`);
      if (k.role !== 'agent') throw invalidState('A supervisor can force-mute only the agent');
      if (!isLive(k)) throw invalidState(`Connection ${connectionId} is disconnected`);
      k.mute = mute;
      k.forcedMute = mute;
    }
    this.centre.change(`${s.supervisor} ${mute ? 'mutes' : 'unmutes'} ${connectionId}`, [s.contact.agent, s.supervisor]);
  }
}
