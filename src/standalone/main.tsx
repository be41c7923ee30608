import 'amazon-connect-streams';
// chatjs after streams: it joins streams' global `connect` as connect.ChatSession. It cannot be loaded lazily:
// streams creates a chat connection's media controller when it first sees the connection and caches that promise
// (MediaFactory), so a chat offered before a lazy chatjs arrived would stay without a session for good.
import 'amazon-connect-chatjs';
import { createRoot } from 'react-dom/client';
import { createCcpModel } from '../shared/model';
import { createLocaleState } from '../shared/i18n/locale-state';
import { CcpApp } from '../shared/ui/app/CcpApp';
import { startRouter } from '../shared/ui/app/router';
import { browserStorage } from '../shared/ui/app/browser-storage';
import '../shared/ui/styles.css';
import { ConfigError, loadConfig } from './config';
import { createStreamsPort } from './streams/streams-port';
import { createChatSessions } from './chat/chat-sessions';
import { createQuickResponsesPort } from './streams/quick-responses-port';
import { resyncStreams, startStreamsAdapter } from './streams/streams-adapter';
import { createRecordingClient } from './recording/recording-client';
import { RecordingStatuses } from './recording/recording-status';

/** The instance id, from the agent's routing profile ARN (arn:...:instance/<id>/...), once streams knows it. */
function instanceIdOf(streams: typeof connect): string | null {
  try {
    const arn = (new streams.Agent().getConfiguration().routingProfile as { routingProfileARN?: string }).routingProfileARN ?? '';
    return /instance\/([0-9a-f-]{36})/.exec(arn)?.[1] ?? null;
  } catch {
    return null;
  }
}
import { createScreenSharingService } from '../shared/screen-sharing/panel-side';
import { popupTransport } from './screen-sharing-popup';

/** The standalone page: streams drives the shared model; the shared views show it. */
async function main() {
  const root = createRoot(document.getElementById('root')!);
  let config;
  try {
    config = await loadConfig();
  } catch (e) {
    // Before the language is known: a deployment error for the admin, in plain text.
    root.render(<p role="alert">{e instanceof ConfigError ? e.message : String(e)}</p>);
    return;
  }
  const storage = browserStorage();
  // Screen sharing is the page's own popup, not a streams call: it joins the streams port here.
  const screenSharing = createScreenSharingService(popupTransport());
  const recordingClient = config.recording ? createRecordingClient(config.recording.apiUrl, () => ({ instanceId: instanceIdOf(connect) })) : undefined;
  const recording = recordingClient ? new RecordingStatuses(recordingClient, resyncStreams) : undefined;
  const streamsPort = createStreamsPort(connect, {
    logoutUrl: config.logoutUrl,
    // After a toggle, re-read the status so the view shows what the back end did.
    ...(recordingClient && recording ? { recording: { setRecording: async (id, target) => (await recordingClient.setRecording(id, target), await recording.refresh(id)) } } : {}),
  });
  // Chat sessions go through streams' media controller; the endpoint override must precede initCCP.
  const chat = createChatSessions(connect, { region: config.region, ...(config.chat ? { endpoint: config.chat.endpoint } : {}) });
  const quickResponses = createQuickResponsesPort(connect);
  const port = {
    ...streamsPort,
    capabilities: new Set([...streamsPort.capabilities, 'screenSharing' as const, 'chatMessaging' as const, ...(quickResponses ? (['quickResponses'] as const) : [])]),
    screenSharing: screenSharing.port,
    chat: chat.port,
    ...(quickResponses ? { quickResponses } : {}),
  };
  const model = createCcpModel(port, { storage });
  screenSharing.attach(model);
  const locale = createLocaleState(model, storage);
  startRouter(model);
  startStreamsAdapter(connect, model, config, document.getElementById('ccp-frame')!, recording);
  chat.attach(model);
  root.render(<CcpApp model={model} locale={locale} />);
}

void main();
