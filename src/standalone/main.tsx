// Start-up, kept small on purpose: the CCP frame and streams' worker start as early as on a bare streams page,
// while the panel (React, the model, the views, the language file) loads in parallel and takes over once
// evaluated. Only streams, chatjs and the configuration are needed before initCCP.
import 'amazon-connect-streams';
// chatjs right after streams: it joins streams' global `connect` as connect.ChatSession. It cannot be loaded
// later: streams creates a chat connection's media controller when it first sees the connection and caches that
// promise (MediaFactory), so a chat offered before a late chatjs arrived would stay without a session for good.
import 'amazon-connect-chatjs';
import { checkFraming } from '../shared/security/framing';
import { configureChatEndpoint } from './chat/chat-endpoint';
import { loadConfig } from './config';
import { initStreams } from './streams/init-streams';

const panel = import('./panel');

async function main() {
  let config;
  try {
    config = await loadConfig();
  } catch (e) {
    return (await panel).showConfigError(e);
  }
  // Framed by a page it does not allow, the panel does nothing at all: no CCP frame, no model, no request.
  const framing = checkFraming(window, config.allowedFramingOrigins);
  if (!framing.ok) return (await panel).showFramingRefusal(framing.framedBy);
  configureChatEndpoint(connect, { region: config.region, ...(config.chat ? { endpoint: config.chat.endpoint } : {}) });
  // streams' CCP iframe lives in a hidden container: the panel is the agent's UI, the CCP page only its engine.
  const frame = Object.assign(document.createElement('div'), { id: 'ccp-frame', hidden: true });
  document.body.append(frame);
  const started = initStreams(connect, config, frame);
  (await panel).startPanel(config, started);
}

void main();
