import { createRoot } from 'react-dom/client';
import { createCcpModel } from '../shared/model';
import { effect } from '../shared/model/signals';
import { createLocaleState } from '../shared/i18n/locale-state';
import { CcpApp } from '../shared/ui/app/CcpApp';
import { whenIdle } from '../shared/ui/common/when-idle';
import { startRouter } from '../shared/ui/app/router';
import { browserSessionStorage, browserStorage } from '../shared/ui/app/browser-storage';
import '../shared/ui/styles.css';
import { renderFramingRefusal } from '../shared/ui/security/framing-refusal';
import { applyThemeChoice, readThemeChoice } from '../shared/ui/theme/theme';
import { ConfigError, type PanelConfig } from './config';
import { startMediaDeviceSource } from './media-devices';
import { createStandalonePort } from './standalone-port';
import type { AccessTokenPort } from '../shared/back-end-access/access-token-port';
import { startCrm } from './crm/start-crm';
import type { initStreams } from './streams/init-streams';
import { startStreamsAdapter } from './streams/streams-adapter';
import { followTaskEvents } from './streams/task-sessions';

const root = () => createRoot(document.getElementById('root')!);

/** A broken deployment, before the language is known: a message for the admin, in plain text. */
export function showConfigError(e: unknown) {
  root().render(<p role="alert">{e instanceof ConfigError ? e.message : String(e)}</p>);
}

export function showFramingRefusal(framedBy: string | null) {
  void renderFramingRefusal(root(), framedBy);
}

/** The standalone panel, once streams was started (main.tsx): streams drives the shared model; the shared views show it. */
export function startPanel(config: PanelConfig, started: ReturnType<typeof initStreams>, chatjs: () => Promise<void>, tokens?: AccessTokenPort) {
  const storage = browserStorage();
  applyThemeChoice(readThemeChoice(storage, config.agentSettings));
  const { port, chat, screenSharing, recording } = createStandalonePort(connect, config, chatjs, tokens);
  const model = createCcpModel(port, { storage, sessionStorage: browserSessionStorage(), shownAttributes: config.shownAttributes, adminSettings: config.agentSettings });
  screenSharing.attach(model);
  const locale = createLocaleState(model, storage);
  startCrm(connect, model, config, storage);
  startRouter(model);
  startStreamsAdapter(connect, model, started, recording);
  chat.attach(model);
  followTaskEvents(connect, model);
  // chatjs comes once the status shows, when the browser is idle (a chat met before that asks for it at once).
  let chatjsAsked = false;
  effect(() => {
    if (chatjsAsked || !model.agent.isInitialized.value) return;
    chatjsAsked = true;
    whenIdle(() => void chatjs().catch(() => undefined));
  });
  // Device listeners start once, after initialisation, when audio settings are enabled (voice §4, §6).
  let devicesStarted = false;
  effect(() => {
    if (devicesStarted || !model.agent.isInitialized.value || !model.devices.audioSettingsEnabled.value) return;
    devicesStarted = true;
    // With framed softphone the CCP frame opens the devices, and ids are per origin: list the frame's.
    const frameDevices = () => (connect.core as unknown as { getFrameMediaDevices(timeoutMs: number): Promise<MediaDeviceInfo[]> }).getFrameMediaDevices(3000);
    startMediaDeviceSource(navigator.mediaDevices, (list) => model.devices.applyAvailableDevices(list), undefined, config.softphone.allowFramedSoftphone ? frameDevices : undefined);
  });
  root().render(<CcpApp model={model} locale={locale} />);
}
