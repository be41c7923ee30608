import { ConfigError } from '../config';

const STREAMS_FILE = 'connect-streams.js';
const streamsPresent = () => Boolean((globalThis as { connect?: { core?: unknown } }).connect?.core);

/**
 * streams comes as a classic script (index.html), run before DOMContentLoaded; main.js is async, so it may run
 * before or after it. This resolves once streams has run; if it is still missing once the document has loaded, its
 * file failed to load and the deployment is told so. (chatjs is added later, by chat/chatjs-loader.ts.)
 */
export async function streamsRan(): Promise<void> {
  if (streamsPresent()) return;
  await new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve();
    // A script element fires load right after it has run.
    for (const s of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
      if (s.src.endsWith(`/${STREAMS_FILE}`)) s.addEventListener('load', () => resolve(), { once: true });
    }
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    window.addEventListener('load', () => resolve(), { once: true });
  });
  if (!streamsPresent()) throw new ConfigError(`${STREAMS_FILE} could not be loaded: check that it is deployed beside index.html`);
}
