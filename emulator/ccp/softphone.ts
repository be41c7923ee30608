/**
 * The softphone of Connect Local's ccp-v2 page, standing in for the media the hosted CCP carries when a panel
 * sets `allowFramedSoftphone`. Like Amazon Connect's own client it sets a call up while it rings, within that
 * client's limits (SOFTPHONE_LIMITS): the microphone, an offer with every ICE candidate (no trickle), JSON-RPC
 * `invite` → answer → `accept` over the agent websocket (topic `aws/softphone`, through streams' worker), and `bye`
 * from either side. Its mute is softphone-mute.ts; the speaker and microphone follow streams' device events.
 */

import { postToConnectLocal } from './page-relay.ts';
import type { MetricsShipper, SoftphoneStat } from './metrics-shipping.ts';
import { type MutableCall, softphoneMute } from './softphone-mute.ts';

type VoiceEnhancementMode = 'VOICE_ISOLATION' | 'NOISE_SUPPRESSION' | 'NONE';

/**
 * The microphone constraints for the agent's voice enhancement mode, as far as a browser goes: the hosted softphone
 * runs Amazon's VoiceFocus model (assets Connect Local does not have); here both modes ask the browser's own noise
 * suppression, and VOICE_ISOLATION also its voice isolation where the browser knows that constraint. NONE turns
 * the browser's suppression off; no mode (not offered) leaves the browser's defaults.
 */
export function enhancementConstraints(mode: VoiceEnhancementMode | undefined, supported: MediaTrackSupportedConstraints): MediaTrackConstraints {
  if (!mode) return {};
  const on = mode !== 'NONE';
  return { noiseSuppression: on, ...('voiceIsolation' in supported ? { voiceIsolation: mode === 'VOICE_ISOLATION' } : {}) } as MediaTrackConstraints;
}

/** The agent configuration's mode, asked of Connect Local as the page's SDK channel would; none if it cannot say. */
async function voiceEnhancementMode(): Promise<VoiceEnhancementMode | undefined> {
  const res = await postToConnectLocal('/connect/ccp-v2/sdk', { namespace: 'aws.connect.voice', command: 'voice/getVoiceEnhancementMode' });
  const answer = res.ok ? (res.body as { isError?: boolean; data?: { voiceEnhancementMode?: VoiceEnhancementMode } }) : null;
  return answer && !answer.isError ? answer.data?.voiceEnhancementMode : undefined;
}

interface Session extends MutableCall {
  contact: any;
  contactId: string;
  agentConnectionId: string;
  pc: RTCPeerConnection;
  ended: boolean;
  startedAt: number;
  gumMillis: number;
  metrics?: ReturnType<typeof setInterval>;
  /** The running totals at the last metrics report: each report carries the packets since then. */
  reported?: StreamStatistics[];
}

/** One direction of the call as Amazon Connect's softphone reports it (SendSoftphoneCallMetrics). */
interface StreamStatistics {
  timestamp: Date;
  softphoneStreamType: 'audio_input' | 'audio_output';
  packetsCount: number;
  packetsLost: number;
  audioLevel: number;
  jitterBufferMillis: number;
  roundTripTimeMillis: number;
}

interface RpcMessage {
  jsonrpc: '2.0';
  id?: string;
  method?: string;
  params?: Record<string, unknown>;
  result?: { sdp?: string; candidates?: RTCIceCandidateInit[] };
  error?: { code: number; message: string };
}

/*
 * The limits of Amazon's softphone client, aws/connect-rtc-js (src/js/rtc_const.js): it waits MAX_INVITE_DELAY_MS =
 * 5000 for the answer to its invite, gathers ICE candidates for at most DEFAULT_ICE_TIMEOUT_MS = 8000 and waits
 * DEFAULT_GUM_TIMEOUT_MS = 10000 for the microphone; src/js/signaling.js sends no invite twice (INVITE_MAX_RETRIES = 0).
 * A Connect Local that answers late fails this page's calls as it would fail the hosted CCP's.
 */
export const SOFTPHONE_LIMITS = { inviteMs: 5_000, iceGatheringMs: 8_000, microphoneMs: 10_000 } as const;
/** How often the call's quality figures go to Amazon Connect while it lasts. */
const METRICS_INTERVAL_MS = 5_000;

/** `promise`, or an error after `ms`; what it brings late is handed to `discard`. */
function withinLimit<T>(promise: Promise<T>, ms: number, message: string, discard: (late: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => ((late = true), reject(new Error(`${message} within ${ms / 1000} s`))), ms);
    promise.then(
      (v) => (late ? discard(v) : (clearTimeout(timer), resolve(v))),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

/** The call-quality figures of the real peer connection: what the agent receives (input) and sends (output). */
export async function streamStatistics(pc: RTCPeerConnection): Promise<StreamStatistics[]> {
  const report = await pc.getStats();
  const input: StreamStatistics = { timestamp: new Date(), softphoneStreamType: 'audio_input', packetsCount: 0, packetsLost: 0, audioLevel: 0, jitterBufferMillis: 0, roundTripTimeMillis: 0 };
  const output: StreamStatistics = { ...input, softphoneStreamType: 'audio_output' };
  let rtt = 0;
  report.forEach((s) => {
    if (s.type === 'inbound-rtp' && s.kind === 'audio') {
      input.packetsCount = s.packetsReceived ?? 0;
      input.packetsLost = Math.max(0, s.packetsLost ?? 0);
      input.audioLevel = s.audioLevel ?? 0;
      // The RTP interarrival jitter (RFC 3550) of what the agent receives, as for the other direction below.
      input.jitterBufferMillis = Math.round(1000 * (s.jitter ?? 0));
    }
    if (s.type === 'outbound-rtp' && s.kind === 'audio') output.packetsCount = s.packetsSent ?? 0;
    if (s.type === 'media-source' && s.kind === 'audio') output.audioLevel = s.audioLevel ?? 0;
    if (s.type === 'remote-inbound-rtp' && s.kind === 'audio') {
      output.packetsLost = Math.max(0, s.packetsLost ?? 0);
      output.jitterBufferMillis = Math.round(1000 * (s.jitter ?? 0));
      if (s.roundTripTime !== undefined) rtt = Math.round(1000 * s.roundTripTime);
    }
    if (s.type === 'candidate-pair' && s.nominated && s.currentRoundTripTime !== undefined && !rtt) rtt = Math.round(1000 * s.currentRoundTripTime);
  });
  input.roundTripTimeMillis = output.roundTripTimeMillis = rtt;
  return [input, output];
}

/**
 * A metrics report as the hosted softphone sends it (streams' SoftphoneManager: packets lost and received since
 * the sample before, not running totals); the end-of-call report keeps the totals.
 */
export function sinceLastReport(now: StreamStatistics[], before: StreamStatistics[] | undefined): StreamStatistics[] {
  return now.map((s) => {
    const prev = before?.find((b) => b.softphoneStreamType === s.softphoneStreamType);
    return prev ? { ...s, packetsCount: Math.max(0, s.packetsCount - prev.packetsCount), packetsLost: Math.max(0, s.packetsLost - prev.packetsLost) } : s;
  });
}

/** A sample as the metrics upload carries it (softphone stats: streamType, timestamp, the figures). */
export const asSoftphoneStat = ({ softphoneStreamType, timestamp, ...figures }: StreamStatistics): SoftphoneStat => ({ streamType: softphoneStreamType, timestamp: timestamp.toISOString(), ...figures });

/** Tells the panel, as the hosted CCP's softphone does: streams delivers it to agent.onSoftphoneError. */
export function publishSoftphoneError(connect: any, errorType: string, message: string) {
  connect.getLog().error(`[Connect Local softphone] ${errorType}: ${message}`);
  connect.core.getUpstream().sendUpstream(connect.EventType.BROADCAST, { event: connect.AgentEvents.SOFTPHONE_ERROR, data: new connect.SoftphoneError(errorType, message, '') });
}

/**
 * Starts the softphone; it sets calls up only while `setCarrier(true)` says this window carries them (streams'
 * SOFTPHONE master), as only one window's softphone may answer a call.
 */
export function startSoftphone(connect: any, remoteAudio: HTMLAudioElement, metrics?: MetricsShipper) {
  const ws = connect.core.getWebSocketManager();
  const bus = connect.core.getEventBus();
  const sessions = new Map<string, Session>();
  const pending = new Map<string, (msg: RpcMessage) => void>();
  const attempted = new Set<string>();
  let microphoneId = '';
  const mute = softphoneMute(connect, () => [...sessions.values()]);
  let carrier = false;
  /** Whether streams ever said another window carries calls (until then, no call has played elsewhere). */
  let anotherCarried = false;

  const log = (text: string, extra?: unknown) => connect.getLog().info(`[Connect Local softphone] ${text}`).withObject(extra ?? {});
  const send = (connectionId: string, jsonRpcMsg: RpcMessage) => ws.sendMessage({ topic: 'aws/softphone', connectionId, jsonRpcMsg });
  const publishError = (errorType: string, message: string) => publishSoftphoneError(connect, errorType, message);

  function request(connectionId: string, method: string, params: Record<string, unknown>, timeoutMs: number): Promise<RpcMessage> {
    const id = crypto.randomUUID();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => (pending.delete(id), reject(new Error(`No answer to ${method} within ${timeoutMs / 1000} s`))), timeoutMs);
      pending.set(id, (msg) => (clearTimeout(timer), pending.delete(id), msg.error ? reject(new Error(`${msg.error.code} ${msg.error.message}`)) : resolve(msg)));
      send(connectionId, { jsonrpc: '2.0', method, params, id });
    });
  }

  ws.subscribeTopics(['aws/softphone']);
  ws.onMessage('aws/softphone', (frame: { content?: string }) => {
    let parsed: { connectionId?: string; jsonRpcMsg?: RpcMessage };
    try {
      parsed = JSON.parse(String(frame.content));
    } catch {
      return;
    }
    const msg = parsed.jsonRpcMsg;
    if (!msg) return;
    if (msg.method === 'bye') {
      // The customer hung up: acknowledge, then end the media.
      send(String(parsed.connectionId), { jsonrpc: '2.0', id: msg.id, result: {} });
      for (const s of sessions.values()) if (s.agentConnectionId === parsed.connectionId) end(s, false);
      return;
    }
    if (msg.id) pending.get(msg.id)?.(msg);
  });

  /** The microphone for a call: the chosen device, with the agent's voice enhancement (asked of Connect Local unless given). */
  async function microphone(mode?: VoiceEnhancementMode): Promise<MediaStream> {
    const enhancement = enhancementConstraints(mode ?? (await voiceEnhancementMode()), navigator.mediaDevices.getSupportedConstraints());
    return navigator.mediaDevices.getUserMedia({ audio: { ...(microphoneId ? { deviceId: { exact: microphoneId } } : {}), ...enhancement }, video: false });
  }

  async function start(contact: any, info: { callContextToken: string; callConfigJson: string }) {
    const contactId: string = contact.getContactId();
    const agentConnectionId: string = contact.getAgentConnection().getConnectionId();
    const callConfig = JSON.parse(info.callConfigJson.replace(/&quot;/g, '"')) as { iceServers?: RTCIceServer[] };
    const iceServers = callConfig.iceServers ?? [];
    // Amazon Connect relays all softphone media through its TURN servers; without one, host candidates do.
    const pc = new RTCPeerConnection({ iceServers, iceTransportPolicy: iceServers.length ? 'relay' : 'all', bundlePolicy: 'max-bundle', rtcpMuxPolicy: 'require' });
    const session: Session = { contact, contactId, agentConnectionId, pc, microphone: null, muted: false, serverMuted: false, ended: false, startedAt: Date.now(), gumMillis: 0 };
    sessions.set(contactId, session);
    try {
      try {
        session.microphone = await withinLimit(microphone(), SOFTPHONE_LIMITS.microphoneMs, 'The microphone did not open', (late) => late.getTracks().forEach((t) => t.stop()));
        session.gumMillis = Date.now() - session.startedAt;
      } catch (e) {
        publishError('microphone_not_shared', `The microphone could not be used: ${(e as Error).name}`);
        return end(session, false);
      }
      if (session.ended) return end(session, false);
      mute.started(session, !!contact.getAgentConnection().isMute?.());
      for (const track of session.microphone.getAudioTracks()) pc.addTrack(track, session.microphone);
      // agent.onLocalMediaStreamCreated, as streams' softphone manager tells it once the call has the microphone.
      broadcast(connect.AgentEvents.LOCAL_MEDIA_STREAM_CREATED, { connectionId: agentConnectionId });
      pc.ontrack = (e) => {
        remoteAudio.srcObject = new MediaStream([e.track]);
        void remoteAudio.play().catch(() => {});
      };
      const candidates: RTCIceCandidateInit[] = [];
      const gathered = new Promise<void>((resolve) => {
        pc.onicecandidate = (e) => (e.candidate ? candidates.push(e.candidate.toJSON()) : resolve());
        setTimeout(resolve, SOFTPHONE_LIMITS.iceGatheringMs);
      });
      await pc.setLocalDescription(await pc.createOffer());
      await gathered;
      if (session.ended) return;
      if (candidates.length === 0) {
        publishError('ice_collection_timeout', 'No ICE candidate was gathered (is the TURN server reachable?)');
        return end(session, false);
      }
      let answer: RpcMessage;
      try {
        answer = await request(
          agentConnectionId,
          'invite',
          { sdp: pc.localDescription!.sdp, candidates, callContextToken: info.callContextToken, contactId, persistentConnection: false },
          SOFTPHONE_LIMITS.inviteMs,
        );
      } catch (e) {
        inviteFailed(session, (e as Error).message);
        return end(session, false);
      }
      if (session.ended) return;
      await pc.setRemoteDescription({ type: 'answer', sdp: String(answer.result?.sdp) });
      for (const c of answer.result?.candidates ?? []) await pc.addIceCandidate(c).catch(() => {});
      send(agentConnectionId, { jsonrpc: '2.0', method: 'accept', params: { contactId, persistentConnection: false }, id: crypto.randomUUID() });
      pc.onconnectionstatechange = () => {
        if (pc.connectionState === 'failed' && !session.ended) publishError('webrtc_error', 'The call media connection failed');
      };
      session.metrics = setInterval(() => void reportMetrics(session), METRICS_INTERVAL_MS);
      metrics?.workflowEvent('SoftphoneCallSetUp', contactId);
      log('call media set up', { contactId });
    } catch (e) {
      if (!session.ended) publishError('webrtc_error', `The call media could not be set up: ${(e as Error).message}`);
      end(session, false);
    }
  }

  /**
   * An invite that got no answer, as streams' SoftphoneManager reports it (publishSoftphoneFailureLogs): busy is
   * user_busy_error; call not found (404: the call ended or moved to another region first) is only logged, "CCP UX
   * will handle this case"; anything else, a late answer too, is signalling_handshake_failure. A call that ended
   * while it was being set up (a refused outbound call, a discarded preview) is no failure at all.
   */
  function inviteFailed(session: Session, message: string) {
    if (session.ended) return log('the call ended before its media was set up', { contactId: session.contactId });
    if (message.startsWith('404')) return connect.getLog().error(`[Connect Local softphone] call not found: ${message}`);
    publishError(message.startsWith('486') ? 'user_busy_error' : 'signalling_handshake_failure', message);
  }

  async function reportMetrics(session: Session) {
    const totals = await streamStatistics(session.pc).catch(() => null);
    if (!totals || session.ended) return;
    const stats = sinceLastReport(totals, session.reported);
    session.reported = totals;
    // sendSoftphoneMetrics sends them to the service and, as in the hosted CCP, broadcasts them to every window
    // of the agent (connect.publishSoftphoneStats, topic softphone_stats): the panel's call-quality indicator.
    session.contact.sendSoftphoneMetrics(stats, { failure: () => log('call metrics were not accepted') });
    // ...and, batched, to the metrics endpoint (put-softphone-metrics), as the hosted CCP's client metrics go.
    metrics?.softphoneStats(session.contactId, stats.map(asSoftphoneStat));
  }

  function end(session: Session, sayBye: boolean) {
    if (session.ended) return;
    session.ended = true;
    sessions.delete(session.contactId);
    if (sayBye) send(session.agentConnectionId, { jsonrpc: '2.0', method: 'bye', params: { contactId: session.contactId, persistentConnection: false }, id: crypto.randomUUID() });
    clearInterval(session.metrics);
    const { pc, contact, startedAt, gumMillis } = session;
    // The end-of-call report carries the last figures of the real connection, then the connection closes.
    void streamStatistics(pc)
      .catch(() => [])
      .then((softphoneStreamStatistics) => {
        pc.close();
        if (!session.metrics) return;
        const callEndTime = new Date();
        contact.sendSoftphoneReport({ callStartTime: new Date(startedAt), callEndTime, gumTimeMillis: gumMillis, softphoneStreamStatistics }, { failure: () => log('the call report was not accepted') });
        void metrics?.softphoneReport({
          contactId: session.contactId,
          agentMediaLegId: session.agentConnectionId,
          contactType: 'voice',
          isInbound: contact.isInbound?.() ?? true,
          data: { callStartTime: new Date(startedAt).toISOString(), callEndTime: callEndTime.toISOString(), gumTimeMillis: gumMillis, softphoneStreamStatistics: softphoneStreamStatistics.map(asSoftphoneStat) },
        });
      });
    for (const track of session.microphone?.getTracks() ?? []) track.stop();
    if (sessions.size === 0) remoteAudio.srcObject = null;
    if (session.microphone) mute.ended();
  }

  const LIVE = ['connecting', 'incoming', 'connected'];

  function follow(contact: any) {
    const contactId: string = contact.getContactId();
    const status: string = contact.getStatus().type;
    const agentConnection = contact.getAgentConnection?.();
    const session = sessions.get(contactId);
    const live = LIVE.includes(status) && agentConnection && agentConnection.getStatus().type !== 'disconnected';
    if (!live) {
      if (session) end(session, true);
      return;
    }
    if (session) {
      mute.follow(session, !!agentConnection.isMute?.());
      return;
    }
    const info = contact.isSoftphoneCall() ? agentConnection.getSoftphoneMediaInfo() : null;
    if (info && carrier && !attempted.has(contactId)) {
      attempted.add(contactId);
      // connect.core.onSoftphoneSessionInit: the call's session is being set up (streams' softphone manager's SESSION_INIT).
      broadcast(connect.ConnectionEvents.SESSION_INIT, { connectionId: agentConnection.getConnectionId() });
      void start(contact, info);
    }
  }

  const contacts = new Map<string, any>();
  connect.contact((contact: any) => {
    contacts.set(contact.getContactId(), contact);
    follow(contact);
    contact.onRefresh(follow);
    contact.onDestroy?.(() => {
      contacts.delete(contact.getContactId());
      const session = sessions.get(contact.getContactId());
      if (session) end(session, true);
    });
  });

  /** To streams in every window (the panel's too), as streams' softphone manager tells what it did. */
  const broadcast = (event: string, data: object) => connect.core.getUpstream().sendUpstream(connect.EventType.BROADCAST, { event, data });
  bus.subscribe(connect.ConfigurationEvents.SET_SPEAKER_DEVICE, (data: { deviceId?: string }) => {
    const el = remoteAudio as HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> };
    const deviceId = data?.deviceId;
    // As streams' softphone manager: the change is told (agent.onSpeakerDeviceChanged) once the element plays there.
    if (deviceId && el.setSinkId) {
      el.setSinkId(deviceId).then(
        () => broadcast(connect.ConfigurationEvents.SPEAKER_DEVICE_CHANGED, { deviceId }),
        (e) => log(`speaker ${deviceId} could not be used: ${e}`),
      );
    }
  });
  /**
   * Live calls take a new microphone track (the chosen device, the agent's voice enhancement), as the hosted
   * softphone replaces its sender's track: Chromium keeps a track's audio processing as it was opened, whatever
   * `applyConstraints` is asked.
   */
  async function replaceMicrophones(mode?: VoiceEnhancementMode) {
    for (const session of sessions.values()) {
      const next = await microphone(mode).catch((e) => (log(`the microphone could not be opened again: ${e}`), null));
      const track = next?.getAudioTracks()[0];
      const sender = session.pc.getSenders().find((s) => s.track?.kind === 'audio');
      if (!next || !track || !sender || session.ended) {
        for (const t of next?.getTracks() ?? []) t.stop();
        continue;
      }
      await sender.replaceTrack(track);
      for (const old of session.microphone?.getTracks() ?? []) old.stop();
      session.microphone = next;
      mute.apply(session, session.muted);
    }
  }

  bus.subscribe(connect.ConfigurationEvents.SET_MICROPHONE_DEVICE, (data: { deviceId?: string }) => {
    microphoneId = data?.deviceId ?? '';
    // Told once live calls carry the new microphone (agent.onMicrophoneDeviceChanged), as streams' softphone manager does.
    void replaceMicrophones().then(() => microphoneId && broadcast(connect.ConfigurationEvents.MICROPHONE_DEVICE_CHANGED, { deviceId: microphoneId }));
  });

  return {
    /** The agent changed the mode (through this page's SDK channel): live calls' microphones follow at once. */
    setVoiceEnhancement(mode: VoiceEnhancementMode) {
      void replaceMicrophones(mode);
    },
    /** This window now carries calls, or no longer does (a call it already plays goes on until it ends). */
    setCarrier(isCarrier: boolean) {
      if (!isCarrier) anotherCarried = true;
      if (isCarrier === carrier) return;
      carrier = isCarrier;
      if (!carrier) return;
      // A call already answered while another window carried calls keeps its audio there: it cannot be set up again
      // here. A window elected for the first time (its answer can come after a quick call connected, on a busy
      // machine) sets its connected calls up.
      for (const contact of contacts.values()) {
        if (anotherCarried && contact.getStatus().type === 'connected') attempted.add(contact.getContactId());
        else follow(contact);
      }
    },
  };
}
