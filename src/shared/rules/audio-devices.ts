/**
 * Audio device choice (voice §2 Audio devices, §3 storage keys, §8 audio device not found, §9 default id).
 * Pure: the devices store applies the outcome (storage, port call, alert).
 */

/** The audio kinds the Settings page picks; the camera is the video section's. */
export type AudioDeviceKind = 'speaker' | 'microphone' | 'ringer';

export const AUDIO_DEVICE_KINDS: readonly AudioDeviceKind[] = ['speaker', 'microphone', 'ringer'];

/** The browser's own id for "whatever the system uses" (§9). */
export const DEFAULT_DEVICE_ID = 'default';

/** One media device as the adapter reports it (the fields of MediaDeviceInfo the panel reads). */
export interface AvailableDevice {
  deviceId: string;
  kind: 'audioinput' | 'audiooutput' | 'videoinput';
  label: string;
}

/** Local storage key per kind (§3). */
export const DEVICE_STORAGE_KEYS: Readonly<Record<AudioDeviceKind, string>> = {
  speaker: 'speakerDeviceId',
  microphone: 'microphoneDeviceId',
  ringer: 'ringerDeviceId',
};

/** Speaker and ringer are outputs; the microphone is an input. */
export function mediaKindOf(kind: AudioDeviceKind): AvailableDevice['kind'] {
  return kind === 'microphone' ? 'audioinput' : 'audiooutput';
}

/** The devices one select offers, in the browser's order, without entries that carry no id. */
export function devicesFor(kind: AudioDeviceKind, list: readonly AvailableDevice[]): AvailableDevice[] {
  const media = mediaKindOf(kind);
  return list.filter((d) => d.kind === media && d.deviceId !== '');
}

export interface DeviceFallback {
  /** The device the agent now uses. */
  deviceId: string;
  /** What the alert shows; the id when the browser gives no label. */
  label: string;
}

/**
 * Whether the chosen device disappeared, and what takes its place: the default device when listed, else the
 * first (§8). No fallback while the list is empty (not enumerated yet, or no permission: nothing to judge by),
 * nor for the default id, which always means the system's current device.
 */
export function deviceFallback(kind: AudioDeviceKind, chosenId: string, list: readonly AvailableDevice[]): DeviceFallback | null {
  if (chosenId === DEFAULT_DEVICE_ID) return null;
  const candidates = devicesFor(kind, list);
  if (candidates.length === 0 || candidates.some((d) => d.deviceId === chosenId)) return null;
  const next = candidates.find((d) => d.deviceId === DEFAULT_DEVICE_ID) ?? candidates[0]!;
  return { deviceId: next.deviceId, label: next.label || next.deviceId };
}
