import type { AgentStore } from './agent/agent';
import type { AlertsStore } from './alerts/alerts';
import { signal, type ReadonlySignal } from './signals';
import { softphoneErrorAlert } from '../rules/softphone-errors';
import { authorizationFailureOutcome } from '../rules/start-up-failures';

export interface ConnectivityStore {
  readonly websocketOk: ReadonlySignal<boolean>;
  /** Websocket initialisation failed: a persistent error alert, and the agent counts as not initialised. */
  applyWebsocketInitFailure(): void;
  /** The connection is back: the init-failure alert goes; the agent is initialised again. */
  applyWebsocketConnected(): void;
  /** Websocket lost or heartbeat failed: a dismissible banner asking to refresh. */
  applyConnectionLost(): void;
  applyConnectionRecovered(): void;
  /**
   * Amazon Connect refused the session and the host's authorisation retries are spent: the AuthException start-up
   * failure before initialisation, else a critical 'Authorization Failed' alert (log out and in).
   */
  applyAuthorizationFailed(): void;
  /** The softphone reported an error (streams' SoftphoneError): a voice error alert, mapped or in its own words. */
  applySoftphoneError(errorType: unknown, errorMessage: unknown): void;
}

export function createConnectivityStore(deps: { agent: AgentStore; alerts: AlertsStore }): ConnectivityStore {
  const { agent, alerts } = deps;
  const websocketOk = signal(true);
  return {
    websocketOk,
    applyWebsocketInitFailure() {
      websocketOk.value = false;
      alerts.add({ level: 'error', type: 'websocket_connection_error', dismissible: false });
      agent.markUninitialized();
    },
    applyWebsocketConnected() {
      const wasFailed = !websocketOk.peek();
      websocketOk.value = true;
      alerts.removeByType('websocket_connection_error');
      if (wasFailed) agent.markInitialized();
    },
    applyConnectionLost() {
      alerts.add({ level: 'warning', type: 'network_issue', dismissible: true });
    },
    applyConnectionRecovered() {
      alerts.removeByType('network_issue');
    },
    applyAuthorizationFailed() {
      const outcome = authorizationFailureOutcome(agent.isInitialized.peek());
      if (outcome.kind === 'init-failure') agent.applyInitFailure(outcome.failure);
      else alerts.add({ level: 'critical', type: outcome.type, dismissible: false });
    },
    applySoftphoneError(errorType, errorMessage) {
      const alert = softphoneErrorAlert(errorType, errorMessage);
      if (alert.kind === 'catalogue') alerts.add({ level: 'error', type: alert.errorName, context: 'voice' });
      else if (alert.kind === 'own') alerts.add({ level: 'error', type: 'softphone_error', context: 'voice', messageParams: { errorMessage: alert.message } });
    },
  };
}
