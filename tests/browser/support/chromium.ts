import { headlessChromiumArgs } from '../../../emulator/media/chromium.ts';

export { findChromium } from '../../../emulator/media/chromium.ts';

export const chromiumArgs = [
  ...headlessChromiumArgs,
  // Connect Local's agent websocket uses a self-signed certificate.
  '--ignore-certificate-errors',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
