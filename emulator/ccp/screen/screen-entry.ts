/**
 * The agent screen's script (dist/emulator/ccp-screen.js), loaded after streams and ccp-page.js by
 * screen-visibility.ts once the ccp-v2 frame is shown. It uses the page's streams (the global `connect`).
 */
import { startAgentScreen } from './agent-screen.ts';

startAgentScreen((globalThis as unknown as { connect: unknown }).connect, document.getElementById('screen')!);
