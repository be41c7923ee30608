import { ConfigError } from '../config';

/**
 * streams comes as a classic script (index.html), run before DOMContentLoaded; main.js is async, so it may run
 * before or after it. This resolves once streams has run; if it is still missing once the document has loaded, its
 * file failed to load and the deployment is told so.
 */
export const streamsRan = () => libraryRan('connect-streams.js', (c) => Boolean(c?.core));

type ConnectGlobal = { core?: unknown } | undefined;

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
