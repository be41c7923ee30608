import { ConfigError } from '../config';

/**
 * streams and chatjs come as classic scripts (index.html: streams as soon as loaded, chatjs deferred), both run
 * before DOMContentLoaded; main.js is async, so it may run before, between or after them. These resolve once each has run; if one is
 * still missing once the document has loaded, its file failed to load and the deployment is told so.
 */
export const streamsRan = () => libraryRan('connect-streams.js', (c) => Boolean(c?.core));
export const chatjsRan = () => libraryRan('amazon-connect-chat.js', (c) => Boolean(c?.ChatSession));

type ConnectGlobal = { core?: unknown; ChatSession?: unknown } | undefined;

async function libraryRan(file: string, present: (c: ConnectGlobal) => boolean): Promise<void> {
  const check = () => present((globalThis as { connect?: ConnectGlobal }).connect);
  if (check()) return;
  await new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve();
    // A script element fires load right after it has run.
    for (const s of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
      if (s.src.endsWith(`/${file}`)) s.addEventListener('load', () => resolve(), { once: true });
    }
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    window.addEventListener('load', () => resolve(), { once: true });
  });
  if (!check()) throw new ConfigError(`${file} could not be loaded: check that it is deployed beside index.html`);
}
