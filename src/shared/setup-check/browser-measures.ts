import type { DeviceRef, MicrophonePermission } from '../model/port';
import { levelDbfs } from '../rules/setup-check';

/** How often the level meter reads the microphone. */
const LEVEL_INTERVAL_MS = 100;
/**
 * Each read covers more than the interval since the last (8192 samples: 170 ms at 48 kHz), so no sound falls between
 * two reads: with a window shorter than the interval a short beep repeating in step with the reads was never seen.
 */
const LEVEL_WINDOW_SAMPLES = 8192;
/** The meter shows the loudest 20 ms of each read. */
const LEVEL_BLOCK_MS = 20;
/** The test tone: long enough to notice, short enough not to annoy. */
const TONE_MS = 1200;
/** Pings go this far apart, about a softphone packet's rate divided by five. */
const PING_INTERVAL_MS = 100;
/** A ping not answered this long after the last one was sent counts as lost. */
const PING_GRACE_MS = 1500;
/** The two ends of the network test must connect through the relay within this. */
const CONNECT_TIMEOUT_MS = 15_000;

export async function microphonePermission(): Promise<MicrophonePermission> {
  try {
    const status = await navigator.permissions.query({ name: 'microphone' as PermissionName });
    return status.state;
  } catch {
    return 'unknown';
  }
}

/**
 * This page's id for the agent's device. With a framed softphone the choice holds the CCP frame's id, which means
 * nothing in this origin; the label (the same everywhere once the microphone is allowed) finds it. Null: the default.
 */
async function resolveDevice(kind: MediaDeviceKind, device: DeviceRef): Promise<string | null> {
  if (device.deviceId === 'default' || device.deviceId === '') return null;
  const list = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === kind && d.deviceId);
  return (list.find((d) => d.deviceId === device.deviceId) ?? list.find((d) => device.label && d.label === device.label))?.deviceId ?? null;
}

const open = (deviceId: string | null) =>
  navigator.mediaDevices.getUserMedia({ audio: { ...(deviceId ? { deviceId: { exact: deviceId } } : {}), echoCancellation: false, noiseSuppression: false, autoGainControl: false } });

export async function listenToMicrophone(device: DeviceRef, onLevel: (dbfs: number) => void): Promise<() => void> {
  let deviceId = await resolveDevice('audioinput', device);
  let stream = await open(deviceId);
  // Before the first permission the browser lists no labels: now it does, and the chosen device can be found.
  if (!deviceId && device.deviceId !== 'default') {
    deviceId = await resolveDevice('audioinput', device);
    if (deviceId && stream.getAudioTracks()[0]?.getSettings().deviceId !== deviceId) {
      stream.getTracks().forEach((t) => t.stop());
      stream = await open(deviceId);
    }
  }
  const context = new AudioContext();
  await context.resume();
  const analyser = context.createAnalyser();
  analyser.fftSize = LEVEL_WINDOW_SAMPLES;
  const blockLength = Math.round((context.sampleRate * LEVEL_BLOCK_MS) / 1000);
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    onLevel(levelDbfs(samples, blockLength));
  }, LEVEL_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    stream.getTracks().forEach((t) => t.stop());
    void context.close().catch(() => undefined);
  };
}

/** A soft 440 Hz tone (the ringer's is 440 + 480 Hz, a ringback's pair) on the chosen output device. */
export async function playTone(device: DeviceRef): Promise<void> {
  const context = new AudioContext();
  try {
    await context.resume();
    const destination = context.createMediaStreamDestination();
    const gain = context.createGain();
    gain.gain.setValueAtTime(0, context.currentTime);
    gain.gain.linearRampToValueAtTime(0.2, context.currentTime + 0.05);
    gain.gain.setValueAtTime(0.2, context.currentTime + TONE_MS / 1000 - 0.1);
    gain.gain.linearRampToValueAtTime(0, context.currentTime + TONE_MS / 1000);
    gain.connect(destination);
    const oscillator = context.createOscillator();
    oscillator.frequency.value = 440;
    oscillator.connect(gain);
    const audio = new Audio();
    audio.srcObject = destination.stream;
    const sinkId = await resolveDevice('audiooutput', device);
    if (sinkId) await (audio as HTMLAudioElement & { setSinkId(id: string): Promise<void> }).setSinkId(sinkId);
    await audio.play();
    oscillator.start();
    oscillator.stop(context.currentTime + TONE_MS / 1000);
    await new Promise<void>((resolve) => (oscillator.onended = () => resolve()));
    audio.pause();
    audio.srcObject = null;
  } finally {
    void context.close().catch(() => undefined);
  }
}

/**
 * Round trips through the softphone's relay: two peer connections in this page, each forced through the relay
 * (iceTransportPolicy 'relay', each with its own credential), and a series of pings on an unordered data channel
 * with no retransmissions, so a lost packet stays lost as a voice packet would.
 */
export async function pingThroughRelay(relayServers: () => Promise<RTCIceServer[]>, count: number): Promise<(number | null)[]> {
  const [serversA, serversB] = await Promise.all([relayServers(), relayServers()]);
  const a = new RTCPeerConnection({ iceServers: serversA, iceTransportPolicy: 'relay' });
  const b = new RTCPeerConnection({ iceServers: serversB, iceTransportPolicy: 'relay' });
  try {
    a.onicecandidate = (e) => e.candidate && void b.addIceCandidate(e.candidate).catch(() => undefined);
    b.onicecandidate = (e) => e.candidate && void a.addIceCandidate(e.candidate).catch(() => undefined);
    b.ondatachannel = (e) => (e.channel.onmessage = (m) => e.channel.readyState === 'open' && e.channel.send(m.data as string));
    const channel = a.createDataChannel('network-test', { ordered: false, maxRetransmits: 0 });
    const opened = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The relay did not connect the test in time')), CONNECT_TIMEOUT_MS);
      channel.onopen = () => (clearTimeout(timer), resolve());
      a.onconnectionstatechange = () => a.connectionState === 'failed' && (clearTimeout(timer), reject(new Error('The relay refused the test connection')));
    });
    await a.setLocalDescription();
    await b.setRemoteDescription(a.localDescription!);
    await b.setLocalDescription();
    await a.setRemoteDescription(b.localDescription!);
    await opened;
    const sent: number[] = [];
    const rtts: (number | null)[] = new Array(count).fill(null);
    channel.onmessage = (m) => {
      const n = Number(m.data);
      if (Number.isInteger(n) && n >= 0 && n < count && rtts[n] === null) rtts[n] = Math.round((performance.now() - sent[n]!) * 10) / 10;
    };
    for (let n = 0; n < count; n++) {
      sent[n] = performance.now();
      if (channel.readyState === 'open') channel.send(String(n));
      await new Promise((r) => setTimeout(r, PING_INTERVAL_MS));
    }
    await new Promise((r) => setTimeout(r, PING_GRACE_MS));
    return rtts;
  } finally {
    a.close();
    b.close();
  }
}
