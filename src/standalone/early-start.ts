// A classic script that index.html runs first, before streams. main.js is a module: it runs once its own chunks
// have arrived and streams has run, and initCCP then waits for the configuration. So this script starts, at the
// top of the page, what would otherwise wait for main.js: the config.json request (loadConfig takes it up) and the
// fetches of main.js's chunks. Not panel.js's: a preloaded module is compiled on the main thread, and there it
// would hold up streams; main.js preloads them once it has called initCCP.
import { EARLY_CONFIG_KEY, type EarlyConfigRequest } from './config';

declare const START_FILES: string; // a JSON list: build.mjs writes it in after bundling

const script = document.currentScript as HTMLScriptElement | null;
if (script) {
  const url = new URL('config.json', script.src).href;
  const response = fetch(url, { cache: 'no-store' });
  // Marked as handled: loadConfig awaits it later and reports a failure in words.
  response.catch(() => undefined);
  (window as unknown as Record<string, EarlyConfigRequest>)[EARLY_CONFIG_KEY] = { url, response };
  for (const file of JSON.parse(START_FILES) as string[]) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: new URL(file, script.src).href }));
  }
}
