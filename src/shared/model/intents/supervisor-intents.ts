import { agentConnection, otherConnections } from '../../domain/connections';
import { supervisorControls } from '../contacts/supervision';
import type { MonitorMode } from '../../domain/contact';
import { CcpError } from '../../domain/errors';
import { attempt, named, requireCapability, type IntentDeps } from './deps';

export interface SupervisorIntents {
  /** Switches between silent monitor and barge; refused (without a call) when the rules disable that mode. */
  setMonitorMode(contactId: string, mode: MonitorMode): Promise<void>;
  /** Force-mutes (or unmutes) the monitored agent; only a barged-in supervisor does this. */
  forceMuteAgent(contactId: string, mute: boolean): Promise<void>;
  /** Leaves the monitored contact (the agent's contact goes on). */
  endMonitoring(contactId: string): Promise<void>;
}

export function createSupervisorIntents(deps: IntentDeps): SupervisorIntents {
  const { port, contacts, agent } = deps;
  const entryOf = (contactId: string) => {
    const e = contacts.get(contactId);
    if (!e) throw new CcpError('invalid_state_transition', { message: `unknown contact ${contactId}` });
    return e;
  };

  return {
    async setMonitorMode(contactId, mode) {
      requireCapability(port, 'supervisor');
      const e = entryOf(contactId);
      const controls = supervisorControls(e.contact.peek(), e.progress.peek(), { monitor: agent.hasPermission('monitor'), bargeIn: agent.hasPermission('bargeIn') });
      if (!controls) throw new CcpError('invalid_state_transition', { message: `not monitoring ${contactId}` });
      if (controls.mode === mode || controls.switchingTo) return;
      const blocked = mode === 'barge' ? controls.barge : controls.silentMonitor;
      if (blocked) throw new CcpError('invalid_state_transition', { message: `${mode} is not available: ${blocked}` });
      contacts.setProgress(contactId, { monitorModeChange: mode });
      try {
        await attempt(deps, () => port.supervisor!.setMonitorMode(contactId, mode), named(mode === 'barge' ? 'barge_in_failed' : 'start_monitor_failed'), contactId);
      } finally {
        contacts.setProgress(contactId, { monitorModeChange: null });
      }
    },
    async forceMuteAgent(contactId, mute) {
      requireCapability(port, 'supervisor');
      const contact = entryOf(contactId).contact.peek();
      // The monitored agent is the party with an agent endpoint among the others on the supervisor's contact.
      const monitored = otherConnections(contact).find((k) => k.endpoint.type === 'agent');
      if (!monitored || contact.supervision.mode !== 'barge') throw new CcpError('invalid_state_transition', { message: 'force mute needs a barged-in supervisor' });
      await attempt(deps, () => port.supervisor!.muteParticipant(contactId, monitored.connectionId, mute), named('mute_failed'), contactId);
    },
    async endMonitoring(contactId) {
      requireCapability(port, 'destroyConnection');
      const own = agentConnection(entryOf(contactId).contact.peek());
      if (!own) throw new CcpError('invalid_state_transition', { message: `no own connection on ${contactId}` });
      deps.endedByAgent.add(contactId);
      const error = entryOf(contactId).contact.peek().supervision.mode === 'barge' ? 'end_barge_in_failed' : 'end_contact_failed';
      await attempt(deps, () => port.contacts.destroyConnection!(contactId, own.connectionId), named(error), contactId);
    },
  };
}
