import type { CcpModel, Contact } from '../../shared/model';
import { batch, effect } from '../../shared/model/signals';
import { withEmailReplies } from '../../shared/model/email/replies';
import { isMonitoring } from '../../shared/model/contacts/supervision';
import { CcpError } from '../../shared/domain/errors';
import { failPendingStreamsCalls } from './streams-port';
import { watchAccessDenials } from './access-denials';
import { watchSoftphoneCarrier } from './softphone-carrier';
import { watchPageLifecycle } from './page-lifecycle';
import { watchSoftphoneStats } from './softphone-stats';
import { recordAgentInitialized } from './init-metric';
import { logEarlyDisconnects } from './early-disconnect-log';
import type { RecordingStatuses } from '../recording/recording-status';
import { onAuthorizationRetriesExhausted, onSignInMissing, onWebsocketLostOrGained, type initStreams } from './init-streams';
import { toAgentConfiguration, toAgentStates, toAvailability, toContact } from './to-model';

type StartedStreams = ReturnType<typeof initStreams>;

/** Re-runs the last translation, for changes that come from outside streams (recording status). */
let resync: () => void = () => undefined;
export const resyncStreams = () => resync();

/** Recording status is not in streams' snapshot; it comes from the recording back end. */
function withRecording(contact: Contact, recording: RecordingStatuses | undefined): Contact {
  const status = recording?.get(contact.contactId);
  return status ? { ...contact, recording: { enabled: true, status } } : contact;
}

/**
 * Turns the events of streams (started by initStreams) into model updates. Every agent
 * refresh (one per snapshot) is translated whole; the model keeps only what changed, so views repaint only
 * what they show.
 */
export function startStreamsAdapter(streams: typeof connect, model: CcpModel, started: StartedStreams, recording?: RecordingStatuses): void {
  if (started.wasAccessDenied()) model.agent.applyAccessDenied('permission');
  streams.core.onAccessDenied(() => model.agent.applyAccessDenied('permission'));
  // The agent websocket could not be set up (voice §4): a persistent alert; streams does not retry on its own.
  if (started.websocketInitFailed()) model.connectivity.applyWebsocketInitFailure();
  streams.onWebsocketInitFailure(() => model.connectivity.applyWebsocketInitFailure());
  // Lost or refused (from page load too): the banner at once; streams keeps retrying, and a chat's session refills
  // its transcript when the socket is back (chat-sessions.ts).
  if (started.websocketDown()) model.connectivity.applyConnectionLost();
  onWebsocketLostOrGained(streams, (up) => (up ? (model.connectivity.applyConnectionRecovered(), model.connectivity.applyWebsocketConnected()) : model.connectivity.applyConnectionLost()));
  // A request refused with 401 gets no callback from streams, only AUTH_FAIL (streams then re-authenticates on
  // its own, which this leaves alone): the waiting calls fail now, in words, instead of never.
  // Before the agent is initialised, that refusal is the AuthException start-up failure (voice §8); the agent
  // coming after all (streams signed in again) takes it away.
  if (started.authFailed()) model.agent.applyInitFailure('AuthException');
  streams.core.onAuthFail(() => {
    failPendingStreamsCalls(new CcpError('authorization_failed', { message: 'Amazon Connect refused the request (401); streams is signing in again' }));
    model.agent.applyInitFailure('AuthException');
  });
  // Start-up failures and a session refused for good, in the spec's words (voice §8).
  if (started.signInMissing()) model.agent.applyInitFailure('MissingAuthToken');
  onSignInMissing(streams, () => model.agent.applyInitFailure('MissingAuthToken'), () => model.agent.withdrawInitFailure('MissingAuthToken'));
  if (started.authorizationFailed()) model.connectivity.applyAuthorizationFailed();
  onAuthorizationRetriesExhausted(streams, () => model.connectivity.applyAuthorizationFailed());
  watchAccessDenials(streams);
  watchSessionExpiry(streams, model);
  watchFailover(streams, model, started.failoverPending());
  // Asking which window carries calls elects the asking one when none does: a window without a softphone never asks.
  if (started.softphone) watchSoftphoneCarrier(streams, model);
  watchSoftphoneStats(streams, model);
  logEarlyDisconnects(streams, model);
  watchPageLifecycle(streams, model, () => resync());
  // Only the call on screen has its recording status polled (recording-status.ts).
  if (recording) effect(() => recording.showing(model.view.shownContactId.value));

  streams.agent((agent) => {
    performance.mark('ccp:agent');
    const sync = () =>
      batch(() => {
        model.agent.applyConfiguration(toAgentConfiguration(agent));
        model.agent.applyAgentStates(toAgentStates(agent));
        model.agent.applyAvailability(toAvailability(agent.getState()), toAvailability(agent.getNextState()));
        const contacts = withEmailReplies(agent.getContacts().map(toContact));
        // A call the agent only monitors (a supervisor) is another agent's: the recording back end refuses them its status.
        recording?.track(contacts.filter((c) => c.type === 'voice' && c.state === 'connected' && !isMonitoring(c)).map((c) => c.contactId));
        model.contacts.applySnapshot(contacts.map((c) => withRecording(c, recording)));
      });
    sync();
    resync = sync;
    // An agent websocket refused before the agent came leaves it not initialised (shell §4): the persistent error
    // and no working panel, until the websocket is regained (applyWebsocketConnected).
    if (model.connectivity.websocketOk.peek()) {
      model.agent.markInitialized();
      recordAgentInitialized(streams);
    }
    agent.onRefresh(sync);
    // The softphone's failures reach the agent in words (voice §8), whichever window carries the media.
    agent.onSoftphoneError((e) => model.connectivity.applySoftphoneError(e.errorType, e.errorMessage));
    agent.onMuteToggle(({ muted }) => model.contacts.applyMuteEvent(muted));
    // Video Enhancement chosen in another of the agent's windows: the window carrying the video applies it too.
    (agent as connect.Agent & { onBackgroundBlurChanged?(f: (e: { isBackgroundBlurEnabled?: boolean }) => void): unknown }).onBackgroundBlurChanged?.((e) => void model.video.applyBlurChanged(e?.isBackgroundBlurEnabled === true));
  });
}

/** Global resiliency (only when streams runs it): a pending failover shows the banner, completion hides it. */
function watchFailover(streams: typeof connect, model: CcpModel, pendingBefore: { nextActiveRegion: string | undefined } | null) {
  if (!model.can('failover')) return;
  if (pendingBefore) model.failover.applyPending(pendingBefore.nextActiveRegion);
  streams.globalResiliency.onFailoverPending((e) => model.failover.applyPending((e as { nextActiveRegion?: string } | undefined)?.nextActiveRegion));
  streams.globalResiliency.onFailoverCompleted(() => model.failover.applyCompleted());
}

/** The hosted CCP's inactivity warnings (over streams' SDK channel) drive the inactivity modal. */
function watchSessionExpiry(streams: typeof connect, model: CcpModel) {
  const Manager = (streams as unknown as { SessionExpirationWarningManager: new () => SessionExpirationWarnings }).SessionExpirationWarningManager;
  const warnings = new Manager();
  warnings.onExpirationWarning((e) => model.session.applyExpirationWarning(e.expiration));
  warnings.onExpirationWarningCleared(() => model.session.applyWarningCleared());
  warnings.onSessionExtensionError(() => model.session.applyExtensionError());
}

interface SessionExpirationWarnings {
  onExpirationWarning(f: (e: { expiration: number }) => void): unknown;
  onExpirationWarningCleared(f: () => void): unknown;
  onSessionExtensionError(f: () => void): unknown;
}
