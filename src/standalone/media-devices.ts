import type { AvailableDevice } from '../shared/rules/audio-devices';

const KINDS = new Set<string>(['audioinput', 'audiooutput', 'videoinput']);

/**
 * The browser's media devices as plain data for the model: listed now, again on every devicechange, and again
 * when microphone permission changes (labels and ids appear only once the page may use the microphone).
 * `enumerate` lists them where the media is used: device ids differ between origins, so a panel whose CCP frame
 * carries softphone media lists the frame's devices (streams' getFrameMediaDevices). Returns a stop function.
 */
export function startMediaDeviceSource(
  mediaDevices: MediaDevices | undefined,
  onList: (list: AvailableDevice[]) => void,
  permissions: Permissions | undefined = globalThis.navigator?.permissions,
  enumerate: () => Promise<Pick<MediaDeviceInfo, 'deviceId' | 'kind' | 'label'>[]> = () => mediaDevices!.enumerateDevices(),
): () => void {
  if (!mediaDevices?.enumerateDevices) return () => undefined;
  let stopped = false;
  let generation = 0;
  const list = async () => {
    const mine = ++generation;
    try {
      const devices = await enumerate();
      // A slower, older answer must not overwrite a newer one.
      if (stopped || mine !== generation) return;
      onList(
        devices
          .filter((d) => KINDS.has(d.kind))
          .map((d) => ({ deviceId: d.deviceId, kind: d.kind as AvailableDevice['kind'], label: d.label })),
      );
    } catch {
      // No list (insecure context, blocked by policy): the selects keep what they had.
    }
  };
  const onChange = () => void list();
  mediaDevices.addEventListener('devicechange', onChange);
  let status: PermissionStatus | undefined;
  void permissions
    ?.query({ name: 'microphone' as PermissionName })
    .then((s) => {
      if (stopped) return;
      status = s;
      s.addEventListener('change', onChange);
    })
    .catch(() => undefined);
  void list();
  return () => {
    stopped = true;
    mediaDevices.removeEventListener('devicechange', onChange);
    status?.removeEventListener('change', onChange);
  };
}
