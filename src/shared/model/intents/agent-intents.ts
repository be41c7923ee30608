import type { AgentConfigurationChange } from '../../domain/port-types';
import type { AgentStateDefinition } from '../../domain/agent';
import { CcpError, isCcpError, toPortFailure } from '../../domain/errors';
import { findAgentState, shouldSkipStateChange } from '../../rules/agent-status';
import { attempt, named, requireCapability, type IntentDeps } from './deps';
import { effect } from '../signals';

/** How long a status change that timed out is watched for the service applying it after all. */
export const LATE_STATE_WATCH_MS = 60_000;

export interface AgentIntents {
  /** Resolves 'skipped' when the change would do nothing (see shouldSkipStateChange). */
  setAgentState(target: string | AgentStateDefinition): Promise<'changed' | 'skipped'>;
  setConfiguration(change: AgentConfigurationChange): Promise<void>;
}

/** The toast for a failed status change: refused sign-in (401), refused access (403), no answer, or other. */
export function stateFailureToast(cause: unknown): string {
  const failure = isCcpError(cause) ? null : toPortFailure(cause);
  if ((isCcpError(cause) && cause.errorName === 'authorization_failed') || failure?.statusCode === 401 || failure?.type === 'UnauthorizedException') return 'agent_state_unauthorized';
  if ((isCcpError(cause) && cause.errorName === 'access_denied') || failure?.statusCode === 403 || failure?.type === 'AccessDeniedException') return 'agent_state_access_denied';
  if (isCcpError(cause) && cause.errorName === 'request_timed_out') return 'agent_state_timed_out';
  return 'agent_state_set_failed';
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
        // The spec shows this failure as an error toast, not a banner; it says why when the reason is known.
        const toastId = toasts.show({ kind: 'notice', level: 'error', type: stateFailureToast(cause) });
        // No answer is not a refusal: a stalled service may still apply the change. If it does, 'not changed' is
        // untrue; the toast goes and the status shows the state the snapshot brought.
        if (isCcpError(cause) && cause.errorName === 'request_timed_out') {
          let stop = () => undefined as void;
          const dispose = effect(() => {
            if (agent.currentState.value?.name === state.name || agent.nextState.value?.name === state.name) (toasts.dismiss(toastId), queueMicrotask(() => stop()));
          });
          const cancel = deps.clock.setTimeout(() => stop(), LATE_STATE_WATCH_MS);
          stop = () => (dispose(), cancel());
        }
        throw new CcpError('agent_state_set_failed', { cause });
      }
    },
    async setConfiguration(change) {
      requireCapability(port, 'agentConfiguration');
      await attempt(deps, () => port.agent.setConfiguration!(change), named('configuration_error'), 'settings');
    },
  };
}
