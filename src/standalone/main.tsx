import 'amazon-connect-streams';
// chatjs after streams: it joins streams' global `connect` as connect.ChatSession. It cannot be loaded lazily:
// streams creates a chat connection's media controller when it first sees the connection and caches that promise
// (MediaFactory), so a chat offered before a lazy chatjs arrived would stay without a session for good.
import 'amazon-connect-chatjs';
import { createRoot } from 'react-dom/client';
import { createCcpModel } from '../shared/model';
import { effect } from '../shared/model/signals';
import { createLocaleState } from '../shared/i18n/locale-state';
import { CcpApp } from '../shared/ui/app/CcpApp';
import { startRouter } from '../shared/ui/app/router';
import { browserStorage } from '../shared/ui/app/browser-storage';
import '../shared/ui/styles.css';
import { checkFraming } from '../shared/security/framing';
import { renderFramingRefusal } from '../shared/ui/security/framing-refusal';
import { applyThemeChoice, readThemeChoice } from '../shared/ui/theme/theme';
import { ConfigError, loadConfig } from './config';
import { startMediaDeviceSource } from './media-devices';
import { createStandalonePort } from './standalone-port';
import { startStreamsAdapter } from './streams/streams-adapter';

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
  // Framed by a page it does not allow, the panel does nothing at all: no CCP frame, no model, no request.
  const framing = checkFraming(window, config.allowedFramingOrigins);
  if (!framing.ok) return void renderFramingRefusal(root, framing.framedBy);
  const storage = browserStorage();
  applyThemeChoice(readThemeChoice(storage));
  const { port, chat, screenSharing, recording } = createStandalonePort(connect, config);
  const model = createCcpModel(port, { storage });
  screenSharing.attach(model);
  const locale = createLocaleState(model, storage);
  startRouter(model);
  // streams' CCP iframe lives in a hidden container: the panel is the agent's UI, the CCP page only its engine.
  const frame = Object.assign(document.createElement('div'), { id: 'ccp-frame', hidden: true });
  document.body.append(frame);
  startStreamsAdapter(connect, model, config, frame, recording);
  chat.attach(model);
  // Device listeners start once, after initialisation, when audio settings are enabled (voice §4, §6).
  let devicesStarted = false;
  effect(() => {
    if (devicesStarted || !model.agent.isInitialized.value || !model.devices.audioSettingsEnabled.value) return;
    devicesStarted = true;
    startMediaDeviceSource(navigator.mediaDevices, (list) => model.devices.applyAvailableDevices(list));
  });
  root.render(<CcpApp model={model} locale={locale} />);
}

void main();
