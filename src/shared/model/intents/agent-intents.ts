import type { AgentConfigurationChange } from '../port-types';
import type { AgentStateDefinition } from '../agent/types';
import { CcpError } from '../errors';
import { findAgentState, shouldSkipStateChange } from '../../rules/agent-status';
import { attempt, named, requireCapability, type IntentDeps } from './deps';

export interface AgentIntents {
  /** Resolves 'skipped' when the change would do nothing (see shouldSkipStateChange). */
  setAgentState(target: string | AgentStateDefinition): Promise<'changed' | 'skipped'>;
  setConfiguration(change: AgentConfigurationChange): Promise<void>;
}

export function createAgentIntents(deps: IntentDeps): AgentIntents {
  const { port, agent, contacts, alerts, toasts } = deps;
  return {
    async setAgentState(target) {
      const state = findAgentState(agent.states.peek(), target);
      if (!state) {
        alerts.add({ level: 'error', type: 'agent_state_unknown' });
        throw new CcpError('agent_state_unknown');
      }
      const skip = shouldSkipStateChange({
        target: state,
        current: agent.currentState.peek(),
        next: agent.nextState.peek(),
        hasActiveContact: contacts.hasActiveContact.peek(),
      });
      if (skip) return 'skipped';
      try {
        await port.agent.setAgentState(state);
        return 'changed';
      } catch (cause) {
        // The spec shows this failure as an error toast, not a banner.
        toasts.show({ kind: 'notice', level: 'error', type: 'agent_state_set_failed' });
        throw new CcpError('agent_state_set_failed', { cause });
      }
    },
    async setConfiguration(change) {
      requireCapability(port, 'agentConfiguration');
      await attempt(deps, () => port.agent.setConfiguration!(change), named('configuration_error'), 'settings');
    },
  };
}
