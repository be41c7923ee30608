/**
 * The simulated customer's side of a softphone call, run by Connect Local in its own headless Chromium (one page
 * per call): it answers the agent's offer, plays a recognisable tone and listens to what arrives. Bundled by
 * build.mjs into dist/emulator/customer-media.js; Connect Local drives it through `window.customerMedia`.
 */
import { TONE_HZ, strongestTone, type Heard } from './tone.ts';

interface Candidate {
  candidate?: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
}

/** How long the page keeps what it heard: long enough to span the gaps of Chromium's beeping fake microphone. */
const HEARING_WINDOW_MS = 1500;
/**
 * The longest the customer gathers candidates before answering (non-trickle). Host candidates on this machine come
 * in milliseconds; the bound keeps the answer inside the agent's 5 s invite limit (connect-rtc-js
 * MAX_INVITE_DELAY_MS) even if an interface never finishes.
 */
const GATHER_LIMIT_MS = 2000;

const audio = new AudioContext();
const tone = audio.createOscillator();
tone.frequency.value = TONE_HZ;
const toneGain = audio.createGain();
toneGain.gain.value = 0;
const toCall = audio.createMediaStreamDestination();
tone.connect(toneGain).connect(toCall);
tone.start();
// A page waits in Connect Local's pool until a call takes it: no audio is rendered until then (answer resumes it).
void audio.suspend();

const analyser = audio.createAnalyser();
analyser.fftSize = 4096;
analyser.smoothingTimeConstant = 0;
const bins = new Float32Array(analyser.frequencyBinCount);

// The conference a supervisor joins, mixed here as Amazon Connect's media server mixes it: the supervisor hears the
// customer and the agent (while the call is bridged); agent and customer hear the supervisor only while barged in.
const toSupervisor = audio.createMediaStreamDestination();
toneGain.connect(toSupervisor);
const agentToSupervisor = audio.createGain();
agentToSupervisor.gain.value = 0;
agentToSupervisor.connect(toSupervisor);
const supervisorToCall = audio.createGain();
supervisorToCall.gain.value = 0;
supervisorToCall.connect(toCall);
supervisorToCall.connect(analyser);
let supervisorPc: RTCPeerConnection | null = null;

/** Chromium feeds a remote track into Web Audio only while a media element plays it too. */
function remoteSource(track: MediaStreamTrack) {
  const stream = new MediaStream([track]);
  const sink = new Audio();
  sink.muted = true;
  sink.srcObject = stream;
  void sink.play().catch(() => {});
  return audio.createMediaStreamSource(stream);
}

let pc: RTCPeerConnection | null = null;
/** The media server forwards audio only while the agent and the customer are both on the call (not held). */
let bridged = false;
let heard: (Heard & { at: number })[] = [];

function sample() {
  const now = performance.now();
  heard = heard.filter((h) => now - h.at < HEARING_WINDOW_MS);
  if (!bridged) return;
  analyser.getFloatFrequencyData(bins);
  heard.push({ ...strongestTone(bins, audio.sampleRate / analyser.fftSize), at: now });
}
setInterval(sample, 50);

/** Once: the page may use the (fake) microphone, which makes Chromium gather candidates on every interface. */
let interfaces: Promise<void> | null = null;
const allInterfaces = () =>
  (interfaces ??= navigator.mediaDevices
    .getUserMedia({ audio: true })
    .then((s) => s.getTracks().forEach((t) => t.stop()))
    .catch(() => undefined));

/** Answers an offer (non-trickle): `send` goes to the caller, what arrives goes to `received`. */
async function answerWith(peer: RTCPeerConnection, offer: { sdp: string; candidates: Candidate[] }, send: MediaStream, received: (track: MediaStreamTrack) => void) {
  await allInterfaces();
  const gathered: Candidate[] = [];
  const complete = new Promise<void>((resolve) => {
    peer.onicecandidate = (e) => (e.candidate ? gathered.push(e.candidate.toJSON()) : resolve());
    setTimeout(resolve, GATHER_LIMIT_MS);
  });
  peer.ontrack = (e) => received(e.track);
  for (const track of send.getAudioTracks()) peer.addTrack(track, send);
  await peer.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
  for (const c of offer.candidates) await peer.addIceCandidate(c).catch(() => {});
  await peer.setLocalDescription(await peer.createAnswer());
  await complete;
  await audio.resume();
  return { sdp: peer.localDescription!.sdp, candidates: gathered };
}

async function answer(offer: { sdp: string; candidates: Candidate[] }) {
  pc?.close();
  pc = new RTCPeerConnection({ iceServers: [] });
  return answerWith(pc, offer, toCall.stream, (track) => {
    const source = remoteSource(track);
    source.connect(analyser);
    source.connect(agentToSupervisor);
  });
}

function setBridged(on: boolean) {
  bridged = on;
  toneGain.gain.value = on ? 0.5 : 0;
  agentToSupervisor.gain.value = on ? 1 : 0;
  if (!on) heard = [];
}

/** A supervisor's softphone leg: it receives the mix of customer and agent and sends the supervisor's voice. */
async function answerSupervisor(offer: { sdp: string; candidates: Candidate[] }) {
  supervisorPc?.close();
  supervisorPc = new RTCPeerConnection({ iceServers: [] });
  return answerWith(supervisorPc, offer, toSupervisor.stream, (track) => remoteSource(track).connect(supervisorToCall));
}

function setSupervisorBarge(on: boolean) {
  supervisorToCall.gain.value = on ? 1 : 0;
}

function leaveSupervisor() {
  supervisorPc?.close();
  supervisorPc = null;
  setSupervisorBarge(false);
}

/** The strongest tone heard in the last moment, or null when nothing above silence arrived. */
function hearing(): Heard | null {
  const loudest = heard.reduce<Heard | null>((best, h) => (!best || h.levelDb > best.levelDb ? h : best), null);
  return loudest ? { frequencyHz: loudest.frequencyHz, levelDb: loudest.levelDb } : null;
}

async function stats() {
  const out = { connectionState: pc?.connectionState ?? 'new', packetsReceived: 0, packetsSent: 0, agentCandidateType: '' };
  if (!pc) return out;
  const report = await pc.getStats();
  let pairId = '';
  report.forEach((s) => {
    if (s.type === 'inbound-rtp' && s.kind === 'audio') out.packetsReceived = s.packetsReceived;
    if (s.type === 'outbound-rtp' && s.kind === 'audio') out.packetsSent = s.packetsSent;
    if (s.type === 'transport') pairId = s.selectedCandidatePairId ?? '';
  });
  // How the agent's media reaches the customer: 'relay' when it comes through Connect Local's TURN server.
  const remote = report.get(report.get(pairId)?.remoteCandidateId ?? '');
  out.agentCandidateType = remote?.candidateType ?? '';
  return out;
}

function hangUp() {
  pc?.close();
  pc = null;
  setBridged(false);
  leaveSupervisor();
}

// --- Video calls: the customer's side of the meeting (see emulator/media/meetings.ts) ---

type MeetingKind = 'camera' | 'content';
const meeting: Record<MeetingKind, { pc: RTCPeerConnection; video: HTMLVideoElement } | null> = { camera: null, content: null };
let pattern: MediaStream | null = null;

/** The customer's camera: a moving test pattern, so a frozen picture is told from a live one. */
function testPattern(): MediaStream {
  if (pattern) return pattern;
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const g = canvas.getContext('2d')!;
  const colours = ['#fff', '#ff0', '#0ff', '#0f0', '#f0f', '#f00', '#00f', '#000'];
  let x = 0;
  setInterval(() => {
    colours.forEach((c, i) => ((g.fillStyle = c), g.fillRect(i * 40, 0, 40, 140)));
    g.fillStyle = '#222';
    g.fillRect(0, 140, 320, 40);
    g.fillStyle = '#fff';
    g.fillRect((x = (x + 8) % 320), 145, 30, 30);
  }, 66);
  pattern = canvas.captureStream(15);
  return pattern;
}

const sectionOf = (sdp: string, mid: string) => sdp.split(/\r\n(?=m=)/).find((b) => b.includes(`a=mid:${mid}\r\n`) || b.endsWith(`a=mid:${mid}`)) ?? '';

/** Answers the agent's Chime SDK offer for the camera or the content-share connection; renegotiations reuse it. */
async function answerMeeting(kind: MeetingKind, offer: string) {
  await allInterfaces();
  let m = meeting[kind];
  if (!m) {
    const pc = new RTCPeerConnection({ iceServers: [] });
    const video = document.createElement('video');
    video.muted = true;
    video.autoplay = true;
    document.body.append(video);
    pc.ontrack = (e) => {
      if (e.track.kind !== 'video') return;
      video.srcObject = new MediaStream([e.track]);
      void video.play().catch(() => {});
    };
    m = meeting[kind] = { pc, video };
  }
  const { pc } = m;
  const gathered = new Promise<void>((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && resolve());
    setTimeout(resolve, 3000);
  });
  await pc.setRemoteDescription({ type: 'offer', sdp: offer });
  let trackLabel = '';
  let sendingMid = '';
  if (kind === 'camera') {
    // The agent receives the customer on a video section it offers as recvonly: the pattern goes there.
    const stream = testPattern();
    const receiving = offer
      .split(/\r\n(?=m=)/)
      .filter((b) => b.startsWith('m=video') && /a=recvonly/.test(b) && !/^m=video 0 /.test(b))
      .map((b) => /a=mid:(\S+)/.exec(b)?.[1])[0];
    const t = pc.getTransceivers().find((x) => x.mid === receiving);
    if (t) {
      t.direction = 'sendonly';
      await t.sender.replaceTrack(stream.getVideoTracks()[0]!);
      t.sender.setStreams(stream);
      trackLabel = stream.id;
      sendingMid = receiving!;
    }
  }
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered;
  const sdp = pc.localDescription!.sdp;
  const ssrc = Number(/a=ssrc:(\d+)/.exec(sectionOf(sdp, sendingMid))?.[1] ?? 0);
  return { sdp, trackLabel, ssrc };
}

function leaveMeeting(kind: MeetingKind) {
  const m = meeting[kind];
  if (!m) return;
  m.pc.close();
  m.video.remove();
  meeting[kind] = null;
}

/** What the customer receives of each meeting connection: frames decoded and the picture's size. */
async function meetingStats() {
  const out: Record<string, { framesDecoded: number; width: number; height: number } | null> = { camera: null, content: null };
  for (const kind of ['camera', 'content'] as const) {
    const m = meeting[kind];
    if (!m) continue;
    let framesDecoded = 0;
    (await m.pc.getStats()).forEach((s) => {
      if (s.type === 'inbound-rtp' && s.kind === 'video') framesDecoded += s.framesDecoded ?? 0;
    });
    out[kind] = { framesDecoded, width: m.video.videoWidth, height: m.video.videoHeight };
  }
  return out;
}

/** Resolves once the page could answer at once: what a call would otherwise wait for is done while it waits. */
const ready = () => allInterfaces().then(() => true);

(window as unknown as { customerMedia: unknown }).customerMedia = { ready, answer, setBridged, hearing, stats, hangUp, answerSupervisor, setSupervisorBarge, leaveSupervisor, answerMeeting, leaveMeeting, meetingStats };
