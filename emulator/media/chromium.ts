import { existsSync } from 'node:fs';

/**
 * Finds a Chromium to drive: $CHROMIUM_PATH, then the usual install paths. `npx playwright install` cannot
 * work where only Debian's packages are reachable, so the test suite and Connect Local's simulated customer
 * use the system browser.
 */
export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ].filter((p): p is string => !!p);
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found. Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH to its executable. Looked in: ${candidates.join(', ')}`,
    );
  }
  return found;
}

/** What every headless Chromium here runs with: no sandbox (root in containers), no GPU, nothing phoning home. */
export const headlessChromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
