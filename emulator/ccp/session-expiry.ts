import type { AgentRuntime } from '../centre/agents.ts';
import type { ContactCentre } from '../centre/centre.ts';
import type { SdkEvent } from './sdk-event.ts';

/**
 * Inactivity expiry, as the hosted CCP runs it: it warns the panel that the session will expire, the panel's
 * activity (sendActivity) clears the warning, and a failed extension is reported as an error. Connect Local
 * has no inactivity timer of its own; the control API starts a warning. Events reach the agent's ccp-v2 pages
 * over their event stream (GET /connect/ccp-v2/sdk-events), which publishes them to subscribed panels.
 */

const activity = 'aws.connect.activity';
const warnings = new WeakMap<AgentRuntime, { expiration: number; failNextExtension: boolean }>();

export interface AgentSdkEvent {
  username: string;
  event: SdkEvent;
}

const emit = (centre: ContactCentre, agent: AgentRuntime, key: string, data: object) =>
  centre.events.emit('sdk-event', { username: agent.profile.username, event: { topic: { namespace: activity, key }, data } } satisfies AgentSdkEvent);

export function warnSessionExpiry(centre: ContactCentre, agent: AgentRuntime, inSeconds: number, failNextExtension: boolean) {
  const expiration = centre.now() + inSeconds * 1000;
  warnings.set(agent, { expiration, failNextExtension });
  emit(centre, agent, 'expiration-warning', { expiration });
}

/** The panel showed activity: a pending warning clears, unless the extension was set to fail. */
export function recordActivity(centre: ContactCentre, agent: AgentRuntime) {
  const w = warnings.get(agent);
  if (!w) return;
  if (w.failNextExtension) {
    w.failNextExtension = false;
    emit(centre, agent, 'session-extension-error', { isWarningActive: true, errorDetails: { reason: 'Connect Local was told to fail this extension' } });
    return;
  }
  warnings.delete(agent);
  emit(centre, agent, 'expiration-warning-cleared', {});
}

/** The namespace of events only Connect Local's own ccp-v2 page acts on (not published to panels as SDK events). */
export const PAGE_EVENTS = 'connect-local.page';

/**
 * A softphone error, as the hosted CCP's softphone reports one (streams' SoftphoneError): the agent's ccp-v2 pages
 * publish it to their panels, which receive it through agent.onSoftphoneError.
 */
export function pushSoftphoneError(centre: ContactCentre, agent: AgentRuntime, errorType: string, message: string) {
  centre.events.emit('sdk-event', { username: agent.profile.username, event: { topic: { namespace: PAGE_EVENTS, key: 'softphone-error' }, data: { errorType, message } } } satisfies AgentSdkEvent);
}
