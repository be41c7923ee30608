// A classic script that index.html runs before streams: it only asks for config.json. main.js is a module and
// runs once its own chunks have arrived and streams has run; initCCP waits for the configuration, so its request
// starts here, at the top of the page, as a bare streams page has its settings at once. loadConfig takes it up.
import { EARLY_CONFIG_KEY, type EarlyConfigRequest } from './config';

const script = document.currentScript as HTMLScriptElement | null;
if (script) {
  const url = new URL('config.json', script.src).href;
  const response = fetch(url, { cache: 'no-store' });
  // Marked as handled: loadConfig awaits it later and reports a failure in words.
  response.catch(() => undefined);
  (window as unknown as Record<string, EarlyConfigRequest>)[EARLY_CONFIG_KEY] = { url, response };
}
