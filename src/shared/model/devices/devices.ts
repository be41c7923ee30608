import type { AgentStore } from '../agent/agent';
import type { VoiceEnhancementMode } from '../../domain/agent';
import type { AlertsStore } from '../alerts/alerts';
import { CcpError } from '../../domain/errors';
import type { CcpPort } from '../port';
import { batch, computed, signal, type ReadonlySignal } from '../signals';
import type { KeyValueStorage } from '../view/storage';
import { adminRingerDevice, isLocked, NO_ADMIN_SETTINGS, type AdminSettings } from '../../rules/admin-settings';
import {
  AUDIO_DEVICE_KINDS,
  DEFAULT_DEVICE_ID,
  DEVICE_STORAGE_KEYS,
  deviceFallback,
  devicesFor,
  type AudioDeviceKind,
  type AvailableDevice,
} from '../../rules/audio-devices';

export type AudioDeviceChoice = Readonly<Record<AudioDeviceKind, string>>;

export interface DevicesStore {
  /** What the browser lists, as the adapter last reported it. */
  readonly available: ReadonlySignal<readonly AvailableDevice[]>;
  /** The device per kind the agent chose (or fell back to); 'default' until they choose (§9). */
  readonly chosen: ReadonlySignal<AudioDeviceChoice>;
  /** Speakers, microphones and ringers (outputs) the selects offer. */
  readonly options: ReadonlySignal<Readonly<Record<AudioDeviceKind, readonly AvailableDevice[]>>>;
  /** §6 gate: the audioDeviceSettings permission or the enableAudioDeviceSettings page option. */
  readonly audioSettingsEnabled: ReadonlySignal<boolean>;
  /** The adapter's report (on start and on every devicechange); applies the §8 fallback. */
  applyAvailableDevices(list: readonly AvailableDevice[]): void;
  /** Asks the host to use the device, then remembers it (storage key of §3). Refused for a locked ringer. */
  choose(kind: AudioDeviceKind, deviceId: string): Promise<void>;
  /** The ringer is the administrator's (agentSettings.locked): Settings shows it, the agent cannot change it. */
  readonly ringerLocked: boolean;
  /** The agent configuration's voice enhancement mode; null while unknown or where the instance does not offer it. */
  readonly voiceEnhancement: ReadonlySignal<VoiceEnhancementMode | null>;
  /** Asks the host for the mode (Settings does, each time it opens); a host that cannot say leaves it unknown. */
  loadVoiceEnhancement(): Promise<void>;
  /** Saves the mode to the agent's configuration; rejects, and keeps the saved mode, if the host refuses. */
  chooseVoiceEnhancement(mode: VoiceEnhancementMode): Promise<void>;
}

export function createDevicesStore(deps: { port: CcpPort; storage: KeyValueStorage; alerts: AlertsStore; agent: AgentStore; admin?: AdminSettings }): DevicesStore {
  const { port, storage, alerts, agent, admin = NO_ADMIN_SETTINGS } = deps;
  const ringerLocked = isLocked(admin, 'ringer');
  const read = (kind: AudioDeviceKind) => storage.getItem(DEVICE_STORAGE_KEYS[kind]) || DEFAULT_DEVICE_ID;
  const available = signal<readonly AvailableDevice[]>([]);
  const voiceEnhancement = signal<VoiceEnhancementMode | null>(null);
  const chosen = signal<AudioDeviceChoice>({ speaker: read('speaker'), microphone: read('microphone'), ringer: read('ringer') });

  const remember = (kind: AudioDeviceKind, deviceId: string) => {
    storage.setItem(DEVICE_STORAGE_KEYS[kind], deviceId);
    chosen.value = { ...chosen.peek(), [kind]: deviceId };
  };
  const setDevice = (kind: AudioDeviceKind, deviceId: string): Promise<void> => {
    if (!port.devices?.setDevice) return Promise.reject(new CcpError('invalid_state_transition', { message: 'The host cannot select devices' }));
    return port.devices.setDevice(kind, deviceId);
  };
  // A remembered choice is handed to the host once, when the browser first lists that device.
  const restored = new Set<AudioDeviceKind>();
  /**
   * The administrator's ringer (agentSettings.defaults.ringer), when it decides: always if locked, else until the
   * agent picks one of their own. Not remembered as the agent's choice, so a later change of the default applies.
   */
  const adminRinger = (list: readonly AvailableDevice[]): string | null => {
    if (!ringerLocked && storage.getItem(DEVICE_STORAGE_KEYS.ringer)) return null;
    return adminRingerDevice(admin, devicesFor('ringer', list)) ?? (ringerLocked ? DEFAULT_DEVICE_ID : null);
  };

  return {
    available,
    chosen,
    options: computed(() => {
      const list = available.value;
      return { speaker: devicesFor('speaker', list), microphone: devicesFor('microphone', list), ringer: devicesFor('ringer', list) };
    }),
    audioSettingsEnabled: computed(() => agent.permissions.value.has('audioDeviceSettings') || agent.pageOptions.value.enableAudioDeviceSettings),
    applyAvailableDevices(list) {
      batch(() => {
        available.value = list;
        const ringer = adminRinger(list);
        if (ringer !== null && devicesFor('ringer', list).length > 0) {
          restored.add('ringer');
          if (chosen.peek().ringer !== ringer) {
            chosen.value = { ...chosen.peek(), ringer };
            void setDevice('ringer', ringer).catch(() => undefined);
          }
        }
        for (const kind of AUDIO_DEVICE_KINDS) {
          if (kind === 'ringer' && ringer !== null) continue;
          const current = chosen.peek()[kind];
          const fallback = deviceFallback(kind, current, list);
          if (fallback) {
            remember(kind, fallback.deviceId);
            restored.add(kind);
            alerts.add({ level: 'warning', type: 'audio_device_not_found', messageParams: { device: fallback.label } });
            void setDevice(kind, fallback.deviceId).catch(() => undefined);
          } else if (!restored.has(kind) && current !== DEFAULT_DEVICE_ID && devicesFor(kind, list).length > 0) {
            restored.add(kind);
            void setDevice(kind, current).catch(() => undefined);
          }
        }
      });
    },
    ringerLocked,
    async choose(kind, deviceId) {
      if (kind === 'ringer' && ringerLocked) throw new CcpError('invalid_state_transition', { message: 'The ringer is set by the administrator' });
      await setDevice(kind, deviceId);
      restored.add(kind);
      remember(kind, deviceId);
    },
    voiceEnhancement,
    async loadVoiceEnhancement() {
      if (!port.devices?.getVoiceEnhancementMode) return;
      try {
        voiceEnhancement.value = await port.devices.getVoiceEnhancementMode();
      } catch {
        // Unknown is not "not offered": a mode already read stays, none stays hidden.
      }
    },
    async chooseVoiceEnhancement(mode) {
      if (!port.devices?.setVoiceEnhancementMode) throw new CcpError('invalid_state_transition', { message: 'The host cannot set voice enhancement' });
      await port.devices.setVoiceEnhancementMode(mode);
      voiceEnhancement.value = mode;
    },
  };
}
