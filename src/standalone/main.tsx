// Start-up, kept small on purpose. index.html loads streams as a classic script, exactly as a bare streams page
// does, taskjs as a deferred one and, before both, this module as an async one. It asks for the configuration and
// the panel (React, the model, the views) at once, while streams loads; calls initCCP as soon as streams has run;
// and only then evaluates the panel, whose evaluation would otherwise delay streams' (the CCP frame takes far
// longer to load than the panel to run).
// taskjs (7 KB, deferred) runs right after streams, long before the CCP frame has signed in: streams calls
// connect.TaskSession synchronously when a snapshot names a live task. chatjs (300 KB) is left out of start-up:
// the panel adds it once the status shows, or for the first chat (chat/chatjs-loader.ts), and rebuilds a chat
// controller streams made before it came (chat/chat-sessions.ts). Neither may be imported into this bundle: they
// need streams' global.
/// <reference types="amazon-connect-streams" />
/// <reference types="amazon-connect-chatjs" />
import { checkFraming } from '../shared/security/framing';
import { createChatjsLoader } from './chat/chatjs-loader';
import { loadConfig } from './config';
import { streamsRan } from './streams/amazon-libraries';
import { initStreams } from './streams/init-streams';
import { setAppBase } from '../shared/ui/app/router';
import { loadMessages } from '../shared/i18n/load-messages';
import { chooseLocale } from '../shared/i18n/locales';
import { SELECTED_LANGUAGE_KEY } from '../shared/i18n/locale-state';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(SELECTED_LANGUAGE_KEY);
  } catch {
    return null; // storage refused (privacy settings): the panel falls back the same way
  }
}

// The panel's folder is where this file was loaded from, whatever path the page was opened at.
setAppBase(import.meta.url);

// panel.js (the build's name for ./panel) and every chunk it imports, fetched and compiled now, run later: a browser
// preloads only the module it is given, and would otherwise ask for the chunks once panel.js has arrived.
declare const PANEL_FILES: string; // a JSON list: build.mjs writes it in after bundling
for (const file of JSON.parse(PANEL_FILES) as string[]) {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: new URL(`./${file}`, import.meta.url).href }));
}
const panel = () => import('./panel');
// The language the panel will most likely show, fetched now rather than once the panel has run.
void loadMessages(chooseLocale(storedLanguage(), null)).catch(() => undefined);
// Settled now so a failed fetch is not an unhandled rejection while streams is still being evaluated.
const configured = loadConfig().then(
  (config) => ({ config }),
  (error: unknown) => ({ error }),
);

async function main() {
  performance.mark('ccp:main');
  const loaded = await configured;
  performance.mark('ccp:config');
  if ('error' in loaded) return (await panel()).showConfigError(loaded.error);
  const { config } = loaded;
  try {
    await streamsRan();
  } catch (e) {
    return (await panel()).showConfigError(e);
  }
  // Framed by a page it does not allow, the panel does nothing at all: no CCP frame, no model, no request.
  const framing = checkFraming(window, config.allowedFramingOrigins);
  if (!framing.ok) return (await panel()).showFramingRefusal(framing.framedBy);
  // streams' CCP iframe lives in a hidden container: the panel is the agent's UI, the CCP page only its engine.
  const frame = Object.assign(document.createElement('div'), { id: 'ccp-frame', hidden: true });
  document.body.append(frame);
  performance.mark('ccp:initCCP');
  const started = initStreams(connect, config, frame);
  // The panel runs while the CCP frame loads.
  const evaluated = panel();
  const chatjs = createChatjsLoader(connect, new URL('./amazon-connect-chat.js', import.meta.url).href, { region: config.region, ...(config.chat ? { endpoint: config.chat.endpoint } : {}) });
  const { startPanel } = await evaluated;
  performance.mark('ccp:panel-evaluated');
  startPanel(config, started, chatjs);
  performance.mark('ccp:panel-started');
}

void main();
