// Start-up, kept small on purpose. index.html loads streams as a classic script, exactly as a bare streams page
// does, taskjs as a deferred one and, before both, this module as an async one. It takes up the request for
// the configuration at once, while streams loads; calls initCCP as soon as streams has run; then fetches the panel
// (React, the model, the views) and evaluates it once the CCP frame has loaded (FRAME_WAIT_CAP_MS says why).
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
import { isTaskListView, setAppBase } from '../shared/ui/app/router';
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

// panel.js (the build's name for ./panel) and every chunk it imports, fetched and compiled at once, run later: a
// browser preloads only the module it is given, and would otherwise ask for the chunks once panel.js has arrived.
// Not before initCCP: a preloaded module is compiled on the main thread as it arrives, and there it held up the
// configuration's response and so initCCP (traced: 50 ms); the CCP frame then takes far longer to load than this.
declare const PANEL_FILES: string; // a JSON list: build.mjs writes it in after bundling
function preloadPanel() {
  for (const file of JSON.parse(PANEL_FILES) as string[]) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: new URL(`./${file}`, import.meta.url).href }));
  }
  // The language the panel will most likely show, fetched now rather than once the panel has run.
  void loadMessages(chooseLocale(storedLanguage(), null)).catch(() => undefined);
}
const panel = () => import('./panel');

/**
 * The panel runs once the CCP frame has loaded, capped. Its CCP page shares this page's main thread when the two are
 * on one site, and its streams script arrives, is compiled and run there: evaluating the panel meanwhile (70 ms of
 * module code, then its first render) held that script back by about as long, and the frame's shared worker, which
 * signs in and fetches the first snapshot, starts only after it. Once the frame has loaded, the worker's start-up
 * runs on its own thread and the panel has the main thread to itself.
 */
const FRAME_WAIT_CAP_MS = 1500;
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
  // The agent signs in to the company's identity provider first (the back ends' token): the page may leave for it,
  // and the one-time code leaves the address bar before streams, which logs, starts. Its own chunk: only with auth.
  const tokens = config.auth ? await (await import('./auth/oidc-sign-in')).signIn(config.auth) : undefined;
  // streams' CCP iframe lives in a hidden container: the panel is the agent's UI, the CCP page only its engine.
  const frame = Object.assign(document.createElement('div'), { id: 'ccp-frame', hidden: true });
  document.body.append(frame);
  performance.mark('ccp:initCCP');
  // The task-list sub-view sets up no softphone (shell §2): its CCP frame carries no calls and rings none.
  const started = initStreams(connect, config, frame, { softphone: !isTaskListView() });
  preloadPanel();
  await started.frameLoaded(FRAME_WAIT_CAP_MS);
  const evaluated = panel();
  const chatjs = createChatjsLoader(connect, new URL('./amazon-connect-chat.js', import.meta.url).href, { region: config.region, ...(config.chat ? { endpoint: config.chat.endpoint } : {}) });
  const { startPanel } = await evaluated;
  performance.mark('ccp:panel-evaluated');
  startPanel(config, started, chatjs, tokens);
  performance.mark('ccp:panel-started');
}

void main();
