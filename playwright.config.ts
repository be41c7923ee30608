import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/browser/support/chromium.ts';

// The AWS SDK warns once per worker that its releases after January 2027 need Node 22 (the suite's Connect Local
// clients run on the Node CI has); its documented switch silences it (aws/aws-sdk-js-v3#7983).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  // Each worker has its own Connect Local and every test starts from a reset world, so tests (not only files) run
  // in parallel: a long file (the screenshots, a spec of slow timers) no longer leaves one worker alone at the end.
  // 2 workers fit a 2-core CI machine.
  workers: process.env.CI ? 2 : undefined,
  fullyParallel: true,
  retries: 0,
  // Ceilings, not expectations: every wait is for a state, and on a 2-core machine running a second suite (or
  // a build) the panel's start-up alone was seen to take over 10 s. A test that passes takes as long as it did.
  timeout: 120_000,
  expect: { timeout: 25_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  // Screenshot baselines (tests/browser/look/screenshots.spec.ts) live where the README shows them.
  snapshotPathTemplate: 'docs/screenshots/{arg}{ext}',
  // The media specs (real WebRTC) run in their own suite, `npm run test:media`, inside scripts/media-network.sh and on one
  // worker; the browser suite leaves them out, so a media spec's test that needs no media network does not run twice
  // (once in each suite) and the others are not listed there only to be skipped.
  projects: [
    { name: 'browser', testIgnore: '**/media/**' },
    { name: 'media', testMatch: '**/media/**/*.spec.ts' },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    screenshot: 'only-on-failure',
    // No traces in CI: under load Playwright's trace recorder sometimes loses its own file at context close
    // (ENOENT) and fails a test that passed; the failure screenshot stays.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
});
