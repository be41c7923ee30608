import { DEFAULT_PAGE_OPTIONS } from '../../shared/domain/agent';
import type { PanelConfig } from '../config';
import { scrubStreamsLog } from './log-scrubbing';
import { guardEmptyMessages } from './message-guard';

/**
 * Starts streams' hidden CCP frame and shared worker. Called by the start-up code as soon as the configuration is
 * known, before the panel's own code is evaluated, so signing in and the first snapshot do not wait for React,
 * the views or the language file; the adapter subscribes once the panel is there (streams hands a late
 * subscriber the agent it already has, and the adapter reads contacts from each snapshot whole).
 */
export function initStreams(streams: typeof connect, config: PanelConfig, frame: HTMLElement, options: { softphone: boolean } = { softphone: true }) {
  // streams keeps every log entry for the agent's log download, and by default also prints each one to the console:
  // a formatted line per chat message, agent refresh and relay, which costs the main thread more than the panel's
  // own work during a burst of messages. Warnings and errors are still printed.
  streams.getLog().setEchoLevel(streams.LogLevel.WARN);
  // Before streams starts logging: no token or credential is kept in the panel's log (see log-scrubbing).
  scrubStreamsLog(streams);
  guardEmptyMessages();
  keepPanelInLoginWindow(streams);
  streams.core.initCCP(frame as HTMLDivElement, {
    ccpUrl: config.ccpUrl,
    ...(config.loginUrl ? { loginUrl: config.loginUrl } : {}),
    region: config.region,
    loginPopup: true,
    loginPopupAutoClose: true,
    // Without a softphone (the task-list sub-view), the CCP frame neither sets up calls nor rings for them.
    softphone: options.softphone ? config.softphone : { ...config.softphone, allowFramedSoftphone: false, disableRingtone: true },
    // streams hands these to chatjs; without throttleTime, receipts wait 5 s.
    features: { messageReceipts: { shouldSendMessageReceipts: true, throttleTime: 200 } },
    ...(config.globalResiliency ? { enableGlobalResiliency: true, secondaryCCPUrl: config.globalResiliency.secondaryCcpUrl } : {}),
    pageOptions: {
      enableAudioDeviceSettings: DEFAULT_PAGE_OPTIONS.enableAudioDeviceSettings,
      enablePhoneTypeSettings: DEFAULT_PAGE_OPTIONS.enablePhoneTypeSettings,
    },
  } as connect.InitCCPOptions);
  const loaded = new Promise<void>((resolve) =>
    frame.querySelector('iframe')?.addEventListener(
      'load',
      () => {
        // For the start-up benchmark's account of where the time goes (bench/browser.bench.ts prints the ccp:* marks).
        performance.mark('ccp:frame-loaded');
        resolve();
      },
      { once: true },
    ),
  );
  // When the CCP frame has loaded (the start-up code runs the panel then), or after capMs if it never says so.
  const frameLoaded = (capMs: number) =>
    new Promise<void>((resolve) => {
      loaded.then(resolve);
      setTimeout(resolve, capMs);
    });
  // Access can be denied, and the agent websocket refused, before the panel subscribes: remember both for the adapter.
  let denied = false;
  streams.core.onAccessDenied(() => (denied = true));
  let websocketFailed = false;
  streams.onWebsocketInitFailure(() => (websocketFailed = true));
  // A websocket refused from the start is reported lost before streams knows the agent (and so before the adapter's
  // agent handlers exist): remember whether it is down now.
  let websocketDown = false;
  onWebsocketLostOrGained(streams, (up) => (websocketDown = !up));
  // Start-up failures (voice §8) can come before the panel subscribes too.
  let authFailed = false;
  streams.core.onAuthFail(() => (authFailed = true));
  let authorizationFailed = false;
  onAuthorizationRetriesExhausted(streams, () => (authorizationFailed = true));
  // A pending failover is told once, possibly before the panel subscribes (a reload while it is pending): kept for
  // the adapter, so the banner shows and the call the failover ends is not taken for the customer's end (issue 41).
  let failoverPending: { nextActiveRegion: string | undefined } | null = null;
  if (config.globalResiliency) {
    streams.globalResiliency.onFailoverPending((e) => (failoverPending = { nextActiveRegion: (e as { nextActiveRegion?: string } | undefined)?.nextActiveRegion }));
    streams.globalResiliency.onFailoverCompleted(() => (failoverPending = null));
  }
  let signInMissing = false;
  onSignInMissing(streams, () => (signInMissing = true), () => (signInMissing = false));
  return {
    wasAccessDenied: () => denied,
    websocketInitFailed: () => websocketFailed,
    websocketDown: () => websocketDown,
    authFailed: () => authFailed,
    authorizationFailed: () => authorizationFailed,
    signInMissing: () => signInMissing,
    failoverPending: () => failoverPending,
    /** Whether this window sets up a softphone (not in the task-list sub-view). */
    softphone: options.softphone,
    frameLoaded,
  };
}

/**
 * Amazon Connect refused the session for good: streams' worker stops polling the agent after a 401 and says
 * CTI_AUTHORIZE_RETRIES_EXHAUSTED to every window; AUTHORIZE_RETRIES_EXHAUSTED is the authorize endpoint's 401s.
 */
export function onAuthorizationRetriesExhausted(streams: typeof connect, handle: () => void): void {
  const core = streams.core as typeof streams.core & { onCTIAuthorizeRetriesExhausted?(f: () => void): unknown; onAuthorizeRetriesExhausted?(f: () => void): unknown };
  core.onCTIAuthorizeRetriesExhausted?.(handle);
  core.onAuthorizeRetriesExhausted?.(handle);
}

/**
 * The CCP frame did not acknowledge in time: streams takes it for no sign-in (it opens its login popup on the same
 * event). A frame that acknowledges after all (a slow one) was signed in: `answered` says so.
 */
export function onSignInMissing(streams: typeof connect, handle: () => void, answered: () => void = () => undefined): void {
  const events = streams.EventType as unknown as { ACK_TIMEOUT: string; ACKNOWLEDGE: string };
  streams.core.getEventBus().subscribe(events.ACK_TIMEOUT, handle);
  streams.core.getEventBus().subscribe(events.ACKNOWLEDGE, answered);
}

/** The agent websocket's losses and gains as streams' worker reports them, whether or not the agent is known yet. */
export function onWebsocketLostOrGained(streams: typeof connect, handle: (up: boolean) => void): void {
  const events = (streams as unknown as { WebSocketEvents: { CONNECTION_LOST: string; CONNECTION_GAIN: string } }).WebSocketEvents;
  const bus = streams.core.getEventBus();
  bus.subscribe(events.CONNECTION_LOST, () => handle(false));
  bus.subscribe(events.CONNECTION_GAIN, () => handle(true));
}

/**
 * streams closes the sign-in window it opened once the CCP frame acknowledges (loginPopupAutoClose). By then the
 * agent may have opened the panel in that very window (its address typed there after signing in): streams closed
 * it, and the panel "closed itself" right after loading (issue 41). The window is closed only while it does not show
 * a page of this panel's origin: the sign-in page is another origin's, whose location cannot be read.
 */
export function keepPanelInLoginWindow(streams: typeof connect, own: Pick<Window, 'origin'> = window): void {
  const core = streams.core as unknown as { loginWindow?: Window | null };
  let opened: Window | null = null;
  const showsPanel = (w: Window): boolean => {
    try {
      // A window that has not loaded the sign-in page yet is about:blank, of this origin too.
      return w.location.protocol !== 'about:' && w.location.origin === own.origin;
    } catch {
      // Another origin's page (the sign-in page): not the panel's.
      return false;
    }
  };
  Object.defineProperty(core, 'loginWindow', {
    configurable: true,
    get: () =>
      opened && {
        get closed() {
          return opened!.closed;
        },
        close() {
          if (opened && !opened.closed && !showsPanel(opened)) opened.close();
        },
      },
    set: (w: Window | null | undefined) => void (opened = w ?? null),
  });
}