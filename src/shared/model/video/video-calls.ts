import type { AgentStore } from '../agent/agent';
import type { AlertsStore } from '../alerts/alerts';
import type { KeyValueStorage } from '../view/storage';
import type { Clock } from '../../domain/clock';
import type { ContactsStore } from '../contacts/contacts';
import type { ContactStatus } from '../../domain/contact-status';
import type { CcpPort } from '../port';
import { computed, effect, signal, untracked, type ReadonlySignal, type Signal } from '../signals';
import { VIDEO_INIT_TIMEOUT_MS, shouldFetchConnectionInfo, statusAfter, videoLostElsewhere, type MeetingEvent, type VideoMaster, type WebConferencingStatus } from '../../rules/web-conferencing';
import { BLUR_CHECK_TIMEOUT_MS, BLUR_STORAGE_KEY, parseStoredBlur, shouldBlurCamera, type BlurAvailability } from '../../rules/background-blur';
import type { CameraFailure, VideoConnectionInfo, VideoSession, VideoTiles } from './types';

export type CameraState = 'off' | 'starting' | 'on';

export interface VideoCallState {
  status: WebConferencingStatus;
  /** Whether this window carries the call's video (the master window); null until known. */
  isMaster: boolean | null;
  camera: CameraState;
  tiles: VideoTiles;
  /** A screen-sharing view took the meeting over (§4: sharing starts by leaving the meeting). */
  screenSharing: boolean;
  /** The window that showed the call's video (the master window) closed or reloaded while the call lasted. */
  lost: boolean;
}

export interface VideoCallsStore {
  /** The camera the agent picked in Settings (storage key cameraDeviceId, §3); 'default' until they pick. */
  readonly camera: ReadonlySignal<string>;
  /** §6 gate for the Video devices settings: the videoContact permission, the host's video feature, the page option. */
  readonly settingsEnabled: ReadonlySignal<boolean>;
  /** Remembers the camera and tells the host (streams' setCameraDevice); the next camera start uses it. */
  chooseCamera(deviceId: string): Promise<void>;
  /** Video Enhancement (§2): whether the engine can blur the camera's background; 'not-checked' until asked. */
  readonly blurAvailability: ReadonlySignal<BlurAvailability>;
  /** The agent's blur choice, kept in this browser (storage key backgroundBlurEnabled, §3). */
  readonly blur: ReadonlySignal<boolean>;
  /** Asks the engine (loading it) whether blur works, within BLUR_CHECK_TIMEOUT_MS; Settings calls it. */
  checkBlur(): Promise<void>;
  /** Remembers the choice and applies it to any camera that is on in a meeting. */
  chooseBlur(on: boolean): Promise<void>;
  /** The choice made in another of the agent's windows (the host's blur-changed event): kept and applied, not told back. */
  applyBlurChanged(on: boolean): Promise<void>;
  /** The contacts that are video calls, for views to follow. */
  readonly ids: ReadonlySignal<ReadonlySet<string>>;
  /** The video state of a video-capable voice contact; undefined for any other contact. */
  get(contactId: string): ReadonlySignal<VideoCallState> | undefined;
  /** Turns the agent's camera on or off; a refusal is an alert ('camera_not_shared'). */
  toggleCamera(contactId: string): Promise<void>;
  /** Shows a tile in a view's <video>; null when the view goes. */
  bind(contactId: string, tile: keyof VideoTiles, element: HTMLVideoElement | null): void;
  /** Screen sharing starts by leaving the meeting (§4); answers the info the sharing view joins with. */
  leaveForScreenSharing(contactId: string): Promise<VideoConnectionInfo | null>;
  /** The screen-sharing view closed: the master window takes the call's video back. */
  screenSharingClosed(contactId: string): void;
  /**
   * The adapter's report of the window that carries video (the master window): whether it is this one, and an
   * opaque id of it. When that window goes while it showed a live call's video, the video is lost.
   */
  applyMaster(report: VideoMaster): void;
  dispose(): void;
}

interface Call {
  state: Signal<VideoCallState>;
  session: VideoSession | null;
  info: VideoConnectionInfo | null;
  /** Cancels the 15 s initialisation timer. */
  cancelTimer: (() => void) | null;
  /** Bumped on every join and leave, so a late answer to an old attempt is dropped. */
  attempt: number;
  elements: Partial<Record<keyof VideoTiles, HTMLVideoElement | null>>;
}

const LIVE: ReadonlySet<ContactStatus> = new Set(['connected', 'hold', 'joined', 'barge']);
const INITIAL: VideoCallState = { status: 'not-started', isMaster: null, camera: 'off', tiles: { remote: false, local: false }, screenSharing: false, lost: false };

/**
 * Video calls (voice spec §2, §4): a connected voice contact with video capabilities joins its meeting through the
 * host's meeting engine, which the host loads only then. Only the master window joins; others show a placeholder.
 * A call not started within 15 s fails with an alert. The camera starts off: the agent turns it on.
 */
const CAMERA_KEY = 'cameraDeviceId';

export function createVideoCallsStore(deps: {
  port: CcpPort;
  contacts: ContactsStore;
  alerts: AlertsStore;
  clock: Clock;
  storage: KeyValueStorage;
  agent: AgentStore;
  /** Whether the instance's region has the video service (shell §10); yes when not told. */
  offered?: ReadonlySignal<boolean>;
}): VideoCallsStore {
  const { port, contacts, alerts, clock, storage, agent } = deps;
  const camera = signal(storage.getItem(CAMERA_KEY) || 'default');
  const blur = signal(parseStoredBlur(storage.getItem(BLUR_STORAGE_KEY)));
  const blurAvailability = signal<BlurAvailability>('not-checked');
  const calls = new Map<string, Call>();
  let master: VideoMaster | null = null;
  const ids = signal<ReadonlySet<string>>(new Set());
  const publish = () => (ids.value = new Set(calls.keys()));
  const video = port.video;

  const update = (call: Call, change: Partial<VideoCallState>) => (call.state.value = { ...call.state.peek(), ...change });
  const alert = (contactId: string, type: 'video_connection_failure' | 'video_start_timed_out' | 'camera_not_shared') => alerts.add({ level: 'error', type, context: contactId });

  const stopTimer = (call: Call) => {
    call.cancelTimer?.();
    call.cancelTimer = null;
  };

  const leave = async (call: Call, status: WebConferencingStatus) => {
    call.attempt++;
    stopTimer(call);
    const session = call.session;
    call.session = null;
    update(call, { status, camera: 'off', tiles: { remote: false, local: false } });
    await session?.leave().catch(() => undefined);
  };

  const onEvent = (contactId: string, call: Call, attempt: number) => (event: MeetingEvent) => {
    if (call.attempt !== attempt) return;
    const status = statusAfter(event);
    if (status === 'started') stopTimer(call);
    if (status === 'ended' || status === 'failed') {
      stopTimer(call);
      if (event === 'terminal-failure' || event === 'failure') alert(contactId, 'video_connection_failure');
    }
    update(call, { status, ...(status === 'ended' || status === 'left' ? { camera: 'off' as const } : {}) });
  };

  const join = async (contactId: string, call: Call) => {
    if (!video) return;
    const attempt = ++call.attempt;
    update(call, { status: 'starting' });
    call.cancelTimer = clock.setTimeout(() => {
      if (call.attempt !== attempt || call.state.peek().status === 'started') return;
      void leave(call, 'failed-to-start');
      // Said as what happened (issue 30): 'The CCP is not initialized' is streams' softphone error, not this.
      alert(contactId, 'video_start_timed_out');
    }, VIDEO_INIT_TIMEOUT_MS);
    try {
      const [info, engine] = await Promise.all([video.connectionInfo(contactId), video.loadEngine()]);
      if (call.attempt !== attempt) return;
      call.info = info;
      const session = await engine.join(info, { event: onEvent(contactId, call, attempt), tiles: (tiles) => call.attempt === attempt && update(call, { tiles }) });
      if (call.attempt !== attempt) return void session.leave().catch(() => undefined);
      call.session = session;
      for (const [tile, el] of Object.entries(call.elements)) session.bind(tile as keyof VideoTiles, el ?? null);
    } catch {
      if (call.attempt !== attempt) return;
      stopTimer(call);
      update(call, { status: 'failed-to-start' });
      alert(contactId, 'video_connection_failure');
    }
  };

  /** Master check, then a join when §4 says this window should fetch. */
  const consider = async (contactId: string, call: Call) => {
    if (!video) return;
    let isMaster = call.state.peek().isMaster;
    if (isMaster === null) {
      isMaster = await video.isMasterWindow().catch(() => false);
      update(call, { isMaster });
    }
    const s = call.state.peek();
    const entry = contacts.get(contactId);
    const ending = !entry || !LIVE.has(entry.status.peek());
    if (shouldFetchConnectionInfo({ isMaster, status: s.status, screenShareLoading: s.screenSharing, ending })) await join(contactId, call);
  };

  /** Starts (or restarts) a call's camera with the current device and blur choice; a blur that did not start is said. */
  const startCamera = async (session: VideoSession) => {
    const chosen = camera.peek();
    const blurred = shouldBlurCamera(blurAvailability.peek(), blur.peek());
    const result = await session.setCamera(true, chosen === 'default' ? undefined : chosen, blurred);
    if (blurred && result && !result.blurred) blurAvailability.value = 'failed';
  };

  /** Keeps the choice in this browser and switches a camera already on in a meeting (a refusal leaves it as it was). */
  const applyBlurChoice = async (on: boolean) => {
    storage.setItem(BLUR_STORAGE_KEY, String(on));
    blur.value = on;
    for (const call of calls.values()) if (call.session && call.state.peek().camera === 'on') await startCamera(call.session).catch(() => undefined);
  };

  const checkBlur = async () => {
    const now = blurAvailability.peek();
    if (now !== 'not-checked' && now !== 'timed-out') return;
    if (!video) return;
    // Turned off by the deployment: the Chime SDK is not even downloaded for the question.
    if (video.blurTurnedOff) return void (blurAvailability.value = 'turned-off');
    blurAvailability.value = 'checking';
    let cancel = () => undefined as void;
    const timedOut = new Promise<'timed-out'>((resolve) => (cancel = clock.setTimeout(() => resolve('timed-out'), BLUR_CHECK_TIMEOUT_MS)));
    const asked = video
      .loadEngine()
      .then((engine) => engine.blurSupported())
      .then((yes): BlurAvailability => (yes ? 'available' : 'unsupported'), (): BlurAvailability => 'unsupported');
    const answer = await Promise.race([asked, timedOut]);
    cancel();
    if (blurAvailability.peek() === 'checking') blurAvailability.value = answer;
  };

  const stop = effect(() => {
    for (const id of contacts.ids.value) {
      const entry = contacts.get(id)!;
      const contact = entry.contact.value;
      if (contact.type !== 'voice' || !contact.hasVideoRTCCapabilities) continue;
      const live = LIVE.has(entry.status.value);
      untracked(() => {
        let call = calls.get(id);
        if (live && !call) {
          call = { state: signal(INITIAL), session: null, info: null, cancelTimer: null, attempt: 0, elements: {} };
          calls.set(id, call);
          publish();
          void consider(id, call);
        } else if (!live && call && call.state.peek().status !== 'ended') {
          void leave(call, 'ended');
        }
      });
    }
    // Contacts that are gone take their meetings with them.
    const ids = new Set(contacts.ids.value);
    untracked(() => {
      for (const [id, call] of calls) {
        if (ids.has(id)) continue;
        void leave(call, 'ended');
        calls.delete(id);
        publish();
      }
    });
  });

  return {
    camera,
    settingsEnabled: computed(() => port.capabilities.has('video') && agent.permissions.value.has('videoContact') && agent.pageOptions.value.enableVideoDeviceSettings && deps.offered?.value !== false),
    async chooseCamera(deviceId) {
      storage.setItem(CAMERA_KEY, deviceId);
      camera.value = deviceId;
      await port.devices?.setDevice?.('camera', deviceId).catch(() => undefined);
    },
    blurAvailability,
    blur,
    checkBlur,
    async chooseBlur(on) {
      // Set background blur (§7): streams broadcasts the choice to the agent's other windows and the CCP page, as it
      // does the camera; the call answers nothing, and a host without it keeps the choice here only.
      await port.devices?.setBackgroundBlur?.(on).catch(() => undefined);
      await applyBlurChoice(on);
    },
    async applyBlurChanged(on) {
      // The window that chose hears its own broadcast too: an unchanged choice restarts no camera.
      if (on !== blur.peek()) await applyBlurChoice(on);
    },
    ids,
    get: (id) => calls.get(id)?.state,
    async toggleCamera(contactId) {
      const call = calls.get(contactId);
      if (!call?.session || call.state.peek().camera === 'starting') return;
      const on = call.state.peek().camera === 'off';
      update(call, { camera: on ? 'starting' : 'off' });
      try {
        if (on) await startCamera(call.session);
        else await call.session.setCamera(false);
        update(call, { camera: on ? 'on' : 'off' });
      } catch (e) {
        update(call, { camera: 'off' });
        alert(contactId, (e as CameraFailure) === 'not-shared' ? 'camera_not_shared' : 'video_connection_failure');
      }
    },
    bind(contactId, tile, element) {
      const call = calls.get(contactId);
      if (!call) return;
      call.elements[tile] = element;
      call.session?.bind(tile, element);
    },
    async leaveForScreenSharing(contactId) {
      const call = calls.get(contactId);
      if (!call) return null;
      update(call, { screenSharing: true });
      let info = call.info;
      if (!info && video) info = await video.connectionInfo(contactId).catch(() => null);
      if (call.session || call.state.peek().status === 'starting') await leave(call, 'left');
      return info;
    },
    applyMaster(report) {
      const before = master;
      master = report;
      if (!before) return;
      for (const call of calls.values()) {
        const s = call.state.peek();
        if (s.isMaster !== false || s.status === 'ended') continue;
        const lost = videoLostElsewhere(s.lost, before, report);
        if (lost !== s.lost) update(call, { lost });
      }
    },
    screenSharingClosed(contactId) {
      const call = calls.get(contactId);
      if (!call || !call.state.peek().screenSharing) return;
      update(call, { screenSharing: false });
      void consider(contactId, call);
    },
    dispose() {
      stop();
      for (const call of calls.values()) void leave(call, 'ended');
      calls.clear();
    },
  };
}
