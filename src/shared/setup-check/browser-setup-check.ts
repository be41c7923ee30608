import type { SetupCheckPort } from '../model/port';

/**
 * Check my setup's port in a browser (both hosts). The measuring code is loaded when the agent first measures
 * something, so the panel's start-up carries only this object. `relayServers` hands out a fresh TURN credential
 * for the softphone's own relay, where the host has one (Connect Local); without it there is no network test.
 */
export function createBrowserSetupCheck(options: { relayServers?: () => Promise<RTCIceServer[]> } = {}): SetupCheckPort {
  const measures = () => import('./browser-measures');
  const { relayServers } = options;
  return {
    browser: () => ({
      userAgent: navigator.userAgent,
      webRtc: typeof RTCPeerConnection === 'function',
      microphoneApi: typeof navigator.mediaDevices?.getUserMedia === 'function' && typeof AudioContext === 'function',
    }),
    microphonePermission: async () => (await measures()).microphonePermission(),
    listenToMicrophone: async (device, onLevel) => (await measures()).listenToMicrophone(device, onLevel),
    playTone: async (device) => (await measures()).playTone(device),
    canChooseOutput: typeof HTMLMediaElement === 'function' && 'setSinkId' in HTMLMediaElement.prototype,
    ...(relayServers ? { pingThroughRelay: async (count: number) => (await measures()).pingThroughRelay(relayServers, count) } : {}),
  };
}

/** A host's credential service answers `{iceServers}`: the TURN server, a username and a password good for minutes. */
export async function fetchRelayServers(url: string, timeoutMs = 10_000): Promise<RTCIceServer[]> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  if (!res.ok) throw new Error(`The relay credential service answered ${res.status}`);
  const body = (await res.json()) as { iceServers?: unknown };
  if (!Array.isArray(body.iceServers) || body.iceServers.length === 0) throw new Error('The relay credential service named no relay');
  return body.iceServers as RTCIceServer[];
}
