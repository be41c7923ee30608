import type { Clock } from '../../domain/clock';
import type { CallQualityFigures, QualityLevel } from '../../domain/call-quality';
import type { DevicesStore } from '../devices/devices';
import type { DeviceRef, MicrophonePermission, SetupCheckPort } from '../port';
import { computed, signal, type ReadonlySignal } from '../signals';
import { callQualityLevel, poorFigures, type QualityFigure } from '../../rules/call-quality';
import { browserVerdict, meterLevel, microphoneVerdict, networkFigures, type BrowserVerdict, type MicrophoneVerdict } from '../../rules/setup-check';
import type { AudioDeviceKind } from '../../rules/audio-devices';

export type ToneTarget = Extract<AudioDeviceKind, 'speaker' | 'ringer'>;
/** played: the tone ended and the agent has not said whether they heard it (only they can tell). */
export type ToneState = 'idle' | 'playing' | 'played' | 'heard' | 'not_heard' | 'failed';

export interface MicrophoneCheck {
  state: 'idle' | 'opening' | 'listening' | 'refused' | 'failed';
  /** What the meter shows: the level with a VU meter's slow release (meterLevel). */
  levelDbfs: number | null;
  peakDbfs: number | null;
  verdict: MicrophoneVerdict | null;
}

export interface NetworkCheck {
  state: 'idle' | 'running' | 'done' | 'failed' | 'unavailable';
  figures: CallQualityFigures | null;
  level: QualityLevel | null;
  /** The figures past their 'poor' threshold. */
  poor: QualityFigure[];
}

export interface SetupCheckStore {
  readonly browser: ReadonlySignal<BrowserVerdict>;
  readonly permission: ReadonlySignal<MicrophonePermission | null>;
  readonly microphone: ReadonlySignal<MicrophoneCheck>;
  readonly tones: ReadonlySignal<Readonly<Record<ToneTarget, ToneState>>>;
  readonly canChooseOutput: boolean;
  readonly network: ReadonlySignal<NetworkCheck>;
  /** Reads the microphone permission (the section does when it opens; a test reads it again). */
  checkPermission(): void;
  startMicrophone(): Promise<void>;
  stopMicrophone(): void;
  playTone(target: ToneTarget): Promise<void>;
  /** The agent's answer to 'Did you hear it?'. */
  confirmTone(target: ToneTarget, heard: boolean): void;
  runNetworkTest(): Promise<void>;
  dispose(): void;
}

/** Pings in one network test: at 100 ms apart, three seconds of a call's worth of round trips. */
export const NETWORK_TEST_PINGS = 30;

export function createSetupCheckStore(deps: { port: SetupCheckPort; devices: DevicesStore; clock: Clock }): SetupCheckStore {
  const { port, devices, clock } = deps;
  const permission = signal<MicrophonePermission | null>(null);
  const mic = signal<Omit<MicrophoneCheck, 'verdict'> & { startedAt: number; at: number }>({ state: 'idle', levelDbfs: null, peakDbfs: null, startedAt: 0, at: 0 });
  const tones = signal<Record<ToneTarget, ToneState>>({ speaker: 'idle', ringer: 'idle' });
  const network = signal<NetworkCheck>({ state: port.pingThroughRelay ? 'idle' : 'unavailable', figures: null, level: null, poor: [] });
  let stop: (() => void) | null = null;
  let generation = 0;

  const deviceOf = (kind: AudioDeviceKind): DeviceRef => {
    const deviceId = devices.chosen.peek()[kind];
    return { deviceId, label: devices.available.peek().find((d) => d.deviceId === deviceId)?.label ?? null };
  };
  const refreshPermission = () => void port.microphonePermission().then((p) => (permission.value = p), () => (permission.value = 'unknown'));
  const setTone = (target: ToneTarget, state: ToneState) => (tones.value = { ...tones.peek(), [target]: state });
  const stopMicrophone = () => {
    generation++;
    stop?.();
    stop = null;
    if (mic.peek().state === 'listening' || mic.peek().state === 'opening') mic.value = { ...mic.peek(), state: 'idle' };
  };

  return {
    browser: computed(() => browserVerdict(port.browser())),
    permission,
    microphone: computed(() => {
      const m = mic.value;
      return { state: m.state, levelDbfs: m.levelDbfs, peakDbfs: m.peakDbfs, verdict: m.state === 'listening' || m.peakDbfs !== null ? microphoneVerdict(m.peakDbfs, m.at - m.startedAt) : null };
    }),
    tones,
    canChooseOutput: port.canChooseOutput,
    network,
    checkPermission: refreshPermission,
    async startMicrophone() {
      stopMicrophone();
      const mine = ++generation;
      const startedAt = clock.now();
      mic.value = { state: 'opening', levelDbfs: null, peakDbfs: null, startedAt, at: startedAt };
      try {
        const stopListening = await port.listenToMicrophone(deviceOf('microphone'), (dbfs) => {
          if (mine !== generation) return;
          const m = mic.peek();
          mic.value = { ...m, state: 'listening', levelDbfs: meterLevel(m.levelDbfs, dbfs), peakDbfs: m.peakDbfs === null ? dbfs : Math.max(m.peakDbfs, dbfs), at: clock.now() };
        });
        if (mine !== generation) return stopListening();
        stop = stopListening;
        mic.value = { ...mic.peek(), state: 'listening' };
      } catch (e) {
        if (mine !== generation) return;
        const refused = (e as { name?: string })?.name === 'NotAllowedError';
        mic.value = { ...mic.peek(), state: refused ? 'refused' : 'failed' };
      } finally {
        refreshPermission();
      }
    },
    stopMicrophone,
    async playTone(target) {
      setTone(target, 'playing');
      try {
        await port.playTone(deviceOf(target));
        setTone(target, 'played');
      } catch {
        setTone(target, 'failed');
      }
    },
    confirmTone(target, heard) {
      if (tones.peek()[target] === 'played') setTone(target, heard ? 'heard' : 'not_heard');
    },
    async runNetworkTest() {
      if (!port.pingThroughRelay || network.peek().state === 'running') return;
      network.value = { state: 'running', figures: null, level: null, poor: [] };
      try {
        const figures = networkFigures(await port.pingThroughRelay(NETWORK_TEST_PINGS));
        network.value = figures ? { state: 'done', figures, level: callQualityLevel(figures), poor: poorFigures(figures) } : { state: 'failed', figures: null, level: null, poor: [] };
      } catch {
        network.value = { state: 'failed', figures: null, level: null, poor: [] };
      }
    },
    dispose: stopMicrophone,
  };
}
