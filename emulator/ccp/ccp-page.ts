/**
 * Connect Local's page at the instance's /connect/ccp-v2/ URL, the part AWS's hosted CCP plays: it starts
 * streams' own shared worker and lets streams' conduit relay between the embedding panel and the worker.
 * Bundled by build.mjs into dist/emulator/ccp-page.js and loaded after the streams release bundle.
 */
import { startApiProxy } from './page-api-proxy.ts';
import { startSdkChannel } from './sdk-channel.ts';
import { startParticipantHoldEvents } from './participant-hold.ts';
import { startNetworkStatusEvents } from './network-status.ts';
import { publishSoftphoneError, startSoftphone } from './softphone.ts';
import { startResiliency } from './page-resiliency.ts';
import { startLogShipping } from './log-shipping.ts';
import { startMetricsShipping, type MetricsIntervals } from './metrics-shipping.ts';
import { loadScreenWhenShown } from './screen/screen-visibility.ts';
import { scrubStreamsLog } from '../../src/standalone/streams/log-scrubbing.ts';

interface CcpPageConfig {
  authToken: string;
  authTokenExpiration: number;
  region: string;
  instanceUrl: string;
  loginUrl: string;
  panelOrigins: string[];
  activeRegion?: string;
  metricsIntervals: MetricsIntervals;
}

// initSharedWorker and initPageOptions are not in streams' type definitions.
const connect = (globalThis as unknown as { connect: any }).connect;

const config = JSON.parse(document.getElementById('connect-local-config')!.textContent!) as CcpPageConfig;
const statusLine = document.getElementById('status')!;

// Warnings and errors only on the console, as the panel sets its own (src/standalone/streams/init-streams.ts). At
// streams' default every entry, the worker's relayed ones too, was echoed: several per chat message, each serialised
// for any attached debugger (every browser test's and benchmark's), on this frame's main thread. The entries are
// still kept for the log download.
connect.getLog().setEchoLevel(connect.LogLevel.WARN);
// The agent's chat participant token (in every snapshot's connectionData and in CreateTransport's request) and the
// connection token CreateTransport answers are live credentials for the chat; streams' own redaction misses them
// (it knows the key 'token', not participantToken or a token inside connectionData's JSON). This page keeps its log
// in memory for the session, as the panel does: the same scrubbing as the panel's.
scrubStreamsLog(connect);
connect.core.initSharedWorker({
  sharedWorkerUrl: '/connect/ccp-v2/shared-worker.js',
  authToken: config.authToken,
  refreshToken: 'connect-local',
  // The session's real expiry: streams refreshes through /auth/authorize from 30 minutes before it.
  authTokenExpiration: config.authTokenExpiration,
  region: config.region,
  endpoint: `${config.instanceUrl}/connect/api`,
  authorizeEndpoint: '/auth/authorize',
  // The worker asserts both of these and silently makes no call at all without them.
  agentAppEndpoint: `${config.instanceUrl}/connect/agent-app/api`,
  authCookieName: 'connect-local-auth',
  taskTemplatesEndpoint: `${config.instanceUrl}/connect/task-templates/api/ccp`,
  loginEndpoint: config.loginUrl,
});
// Streams' server-bound log entries go to the service in batches, as the hosted CCP uploads them (put-logs).
startLogShipping(connect, config.authToken);
// Softphone call-quality samples, workflow events and memory snapshots go to the metrics endpoint, as the hosted
// CCP ships them (put-softphone-metrics, put-softphone-report), so the panel does not do it twice.
const metrics = startMetricsShipping(connect, config.region, config.metricsIntervals);
// Echo the panel's CONFIGURE as configuration::configure and answer media-device requests, as the hosted CCP does.
connect.core.initPageOptions({});
// Answer what only AWS's hosted CCP answers: api-proxy requests and the Amazon Connect SDK channel.
startApiProxy(connect);
// The control API's softphone errors (POST /agents/:username/softphone-error) are reported as the softphone would.
// A voice enhancement mode the agent sets through this page reaches the microphone of a call it carries at once.
startSdkChannel(config.panelOrigins, {
  'softphone-error': (e: { errorType: string; message: string }) => publishSoftphoneError(connect, e.errorType, e.message),
  'voice/voiceEnhancementModeChanged': (e: { voiceEnhancementMode: 'VOICE_ISOLATION' | 'NOISE_SUPPRESSION' | 'NONE' }) => softphone?.setVoiceEnhancement(e.voiceEnhancementMode),
}, metrics.sdkMetric);
// A voice participant's hold and resume go to the SDK's subscribers (streams' VoiceConnection.onParticipantHold …).
startParticipantHoldEvents(connect);
// So does the agent websocket's loss and return (agent.onNetworkConnectionStatusChanged).
startNetworkStatusEvents(connect);
// With a backup region, this page is one of streams' two CCPs under global resiliency.
if (config.activeRegion && window.parent !== window) startResiliency(connect, config.region, config.activeRegion);

// Softphone calls ring and carry audio here when the panel leaves the media to the CCP, as the hosted CCP does.
connect.core.initRingtoneEngines({ ringtone: { voice: { ringtoneUrl: '/connect/ccp-v2/ringtone.wav' }, queue_callback: { ringtoneUrl: '/connect/ccp-v2/ringtone.wav' } } });
// Only the window streams elects (its SOFTPHONE master topic: the first to ask, or the last to take it over) sets
// calls up, as the hosted CCP's SoftphoneManager does (core.js initSoftphoneManager); the others stand by.
let softphone: ReturnType<typeof startSoftphone> | null = null;
connect.core.getEventBus().subscribe(connect.EventType.CONFIGURE, (data: { softphone?: { allowFramedSoftphone?: boolean } }) => {
  if (softphone || !data?.softphone?.allowFramedSoftphone) return;
  const started = (softphone = startSoftphone(connect, document.getElementById('remote-audio') as HTMLAudioElement, metrics));
  const compete = () => connect.ifMaster(connect.MasterTopics.SOFTPHONE, () => started.setCarrier(true), () => started.setCarrier(false));
  connect.agent((agent: any) => {
    compete();
    agent.onRefresh(compete);
  });
  // Another window took the calls (streams tells every window of a takeover), or this one did.
  connect.core.getUpstream().onUpstream(connect.EventType.MASTER_RESPONSE, (response: { data?: { topic?: string; takeOver?: boolean; masterId?: string } }) => {
    if (response.data?.takeOver && response.data.topic === connect.MasterTopics.SOFTPHONE) started.setCarrier(response.data.masterId === connect.core.portStreamId);
  });
});

connect.agent((agent: any) => {
  const show = () => {
    statusLine.textContent = `${agent.getName()}: ${agent.getState().name}`;
  };
  show();
  agent.onRefresh(show);
});


// A page that embeds this CCP to be used gets the agent screen; the panel's hidden frame never loads it.
loadScreenWhenShown('/connect/ccp-v2/ccp-screen.js');
