import type { CcpModel, Contact } from '../../shared/model';
import { batch } from '../../shared/model/signals';
import { CcpError } from '../../shared/model/errors';
import { failPendingStreamsCalls } from './streams-port';
import type { PanelConfig } from '../config';
import type { RecordingStatuses } from '../recording/recording-status';
import { toAgentConfiguration, toAgentStates, toAvailability, toContact } from './to-model';

/** Re-runs the last translation, for changes that come from outside streams (recording status). */
let resync: () => void = () => undefined;
export const resyncStreams = () => resync();

/** Recording status is not in streams' snapshot; it comes from the recording back end. */
function withRecording(contact: Contact, recording: RecordingStatuses | undefined): Contact {
  const status = recording?.get(contact.contactId);
  return status ? { ...contact, recording: { enabled: true, status } } : contact;
}

/**
 * Starts streams against the configured instance and turns its events into model updates. Every agent
 * refresh (one per snapshot) is translated whole; the model keeps only what changed, so views repaint only
 * what they show.
 */
export function startStreamsAdapter(streams: typeof connect, model: CcpModel, config: PanelConfig, frame: HTMLElement, recording?: RecordingStatuses): void {
  streams.core.initCCP(frame as HTMLDivElement, {
    ccpUrl: config.ccpUrl,
    ...(config.loginUrl ? { loginUrl: config.loginUrl } : {}),
    region: config.region,
    loginPopup: true,
    loginPopupAutoClose: true,
    softphone: config.softphone,
    // streams hands these to chatjs; without throttleTime, receipts wait 5 s.
    features: { messageReceipts: { shouldSendMessageReceipts: true, throttleTime: 200 } },
    pageOptions: {
      enableAudioDeviceSettings: model.agent.pageOptions.peek().enableAudioDeviceSettings,
      enablePhoneTypeSettings: model.agent.pageOptions.peek().enablePhoneTypeSettings,
    },
  } as connect.InitCCPOptions);

  streams.core.onAccessDenied(() => model.agent.applyAccessDenied('permission'));
  // A request refused with 401 gets no callback from streams, only AUTH_FAIL (streams then re-authenticates on
  // its own, which this leaves alone): the waiting calls fail now, in words, instead of never.
  streams.core.onAuthFail(() => failPendingStreamsCalls(new CcpError('authorization_failed', { message: 'Amazon Connect refused the request (401); streams is signing in again' })));
  watchSessionExpiry(streams, model);

  streams.agent((agent) => {
    const sync = () =>
      batch(() => {
        model.agent.applyConfiguration(toAgentConfiguration(agent));
        model.agent.applyAgentStates(toAgentStates(agent));
        model.agent.applyAvailability(toAvailability(agent.getState()), toAvailability(agent.getNextState()));
        const contacts = agent.getContacts().map(toContact);
        recording?.track(contacts.filter((c) => c.type === 'voice' && c.state === 'connected').map((c) => c.contactId));
        model.contacts.applySnapshot(contacts.map((c) => withRecording(c, recording)));
      });
    sync();
    resync = sync;
    model.agent.markInitialized();
    agent.onRefresh(sync);
    agent.onWebSocketConnectionLost(() => model.connectivity.applyConnectionLost());
    agent.onWebSocketConnectionGained(() => model.connectivity.applyConnectionRecovered());
    agent.onMuteToggle(({ muted }) => model.contacts.applyMuteEvent(muted));
  });
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
