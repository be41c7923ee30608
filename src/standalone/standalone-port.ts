import type { Capability, CcpPort } from '../shared/model';
import { createBrowserSetupCheck, fetchRelayServers } from '../shared/setup-check/browser-setup-check';
import { createScreenSharingService } from '../shared/screen-sharing/panel-side';
import { createSdkEmailPort } from '../shared/email-port/sdk-email-port';
import { createChatSessions } from './chat/chat-sessions';
import type { PanelConfig } from './config';
import type { AccessTokenPort } from '../shared/back-end-access/access-token-port';
import { createBackEndFetch } from '../shared/back-end-access/back-end-fetch';
import { createTranscriptClient } from './contact-lens/transcript-client';
import { createRecordingClient } from './recording/recording-client';
import { createFeatureAccessClient } from './features/feature-access-client';
import { createFromAddressesClient } from './email/from-addresses-client';
import { RecordingStatuses, recordingPort } from './recording/recording-status';
import { popupTransport } from './screen-sharing-popup';
import { createQuickResponsesPort } from './streams/quick-responses-port';
import { resyncStreams } from './streams/streams-adapter';
import { createStreamsPort } from './streams/streams-port';
import { createStreamsVideoPort } from './video/streams-video-port';
import { createSoftphoneCarrierPort } from './streams/softphone-carrier';

/** The instance id, from the agent's routing profile ARN (arn:...:instance/<id>/...), once streams knows it. */
function instanceIdOf(streams: typeof connect): string | null {
  try {
    const arn = (new streams.Agent().getConfiguration().routingProfile as { routingProfileARN?: string }).routingProfileARN ?? '';
    return /instance\/([0-9a-f-]{36})/.exec(arn)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** The agent's default outbound queue (routing profile), once streams knows the agent. */
function outboundQueueArnOf(streams: typeof connect): string | null {
  try {
    return new streams.Agent().getRoutingProfile().defaultOutboundQueue?.queueARN ?? null;
  } catch {
    return null;
  }
}

/**
 * Everything the standalone page can do, as one port: streams for the contact centre, chatjs sessions (through
 * streams) for chat, the page's own popup for screen sharing, and the deployment's recording and Contact Lens back ends.
 */
export function createStandalonePort(streams: typeof connect, config: PanelConfig, chatjsReady: () => Promise<void>, tokens?: AccessTokenPort) {
  // With a sign-in (config.auth), every back-end call carries the agent's access token.
  const backEnd = tokens ? createBackEndFetch(tokens) : undefined;
  const recordingClient = config.recording ? createRecordingClient(config.recording.apiUrl, () => ({ instanceId: instanceIdOf(streams) }), backEnd?.fetch) : undefined;
  const recording = recordingClient ? new RecordingStatuses(recordingClient, resyncStreams) : undefined;
  const streamsPort = createStreamsPort(streams, {
    logoutUrl: config.logoutUrl,
    // After a toggle, re-read the status so the view shows what the back end did.
    ...(recordingClient && recording ? { recording: recordingPort(recordingClient, recording) } : {}),
  });
  const chat = createChatSessions(streams, chatjsReady);
  const screenSharing = createScreenSharingService(popupTransport());
  const quickResponses = createQuickResponsesPort(streams);
  // Email content is SDK-only: its routes go over streams' SDK provider to the CCP page.
  const sdkEmail = createSdkEmailPort(() => streams.core.getSDKClientConfig().provider as never);
  const email = config.email ? { ...sdkEmail, listFromAddresses: createFromAddressesClient(config.email.addressesApiUrl, () => outboundQueueArnOf(streams), backEnd?.fetch) } : sdkEmail;
  const video = createStreamsVideoPort(streams, config.backgroundBlur);
  const extra: Capability[] = ['screenSharing', 'video', 'chatMessaging', 'email', ...(quickResponses ? (['quickResponses'] as const) : []), ...(config.globalResiliency ? (['failover'] as const) : []), ...(config.contactLens ? (['realtimeTranscript'] as const) : [])];
  const port: CcpPort = {
    ...streamsPort,
    capabilities: new Set([...streamsPort.capabilities, ...extra]),
    screenSharing: screenSharing.port,
    video,
    softphone: createSoftphoneCarrierPort(streams),
    setupCheck: createBrowserSetupCheck(config.networkTest ? { relayServers: () => fetchRelayServers(config.networkTest!.relayCredentialsUrl) } : {}),
    chat: chat.port,
    email,
    ...(quickResponses ? { quickResponses } : {}),
    // The region excludes services on its own; the flags count where the deployment names the allowlist.
    features: config.featureAccess ? createFeatureAccessClient(config.featureAccess.allowlistUrl, config.region) : { region: config.region },
    ...(config.contactLens ? { transcripts: createTranscriptClient(config.contactLens.apiUrl, () => ({ instanceId: instanceIdOf(streams) }), backEnd?.fetch) } : {}),
    // Streams hands the request to the active region's CCP, which fails over to the replica (forceFailover is in
    // streams' core.js, not in its type definitions).
    ...(backEnd ? { backEndAccess: backEnd.events } : {}),
    ...(config.globalResiliency ? { failover: { forceFailover: async () => (streams.globalResiliency as connect.GlobalResiliency & { forceFailover(): void }).forceFailover() } } : {}),
  };
  return { port, chat, screenSharing, recording };
}
