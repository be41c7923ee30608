import { escapeHtml, scriptJson } from './web/http.ts';

/** The HTML pages Connect Local serves on the instance origin. Scripts come from dist/emulator (build.mjs). */

const shell = (title: string, body: string, head = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${head}</head><body>${body}</body></html>`;

export interface CcpPageConfig {
  authToken: string;
  authTokenExpiration: number;
  region: string;
  instanceUrl: string;
  loginUrl: string;
  /** The panel's origin, the only one allowed to embed this page and talk to it. */
  panelOrigins: string[];
  /** With a backup region: the region that is active now (the page announces itself to streams' global resiliency). */
  activeRegion?: string;
  /** How often the page puts its metrics (the spec's intervals unless a test shortened them through settings). */
  metricsIntervals: { metricsPutIntervalMs: number; workflowEventsPutIntervalMs: number; memorySnapshotIntervalMs: number };
}

/** The page at the instance's ccp-v2 URL: streams' own shared worker behind streams' own conduit. */
export const ccpPage = (config: CcpPageConfig) =>
  shell(
    'Connect Local CCP',
    `<p id="status" role="status">Starting the Connect Local CCP…</p>
<div id="screen"></div>
<audio id="remote-audio" autoplay></audio>
<script id="connect-local-config" type="application/json">${scriptJson(config)}</script>
<script src="/connect/streams/connect-streams.js"></script>
<script src="/connect/ccp-v2/ccp-page.js"></script>`,
  );

/** Without a session the hosted CCP sends no ACK, so streams opens its login popup. */
export const loggedOutPage = (loginUrl: string) =>
  shell('Connect Local: signed out', `<p>You are signed out of Connect Local. <a href="${escapeHtml(loginUrl)}" target="_blank">Sign in</a>.</p>`);

export const loginPage = (agents: { username: string; name: string }[], message = '') =>
  shell(
    'Sign in to Connect Local',
    `<main><h1>Sign in to Connect Local</h1>${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/connect/login">
<label for="username">User</label>
<select id="username" name="username">${agents.map((a) => `<option value="${escapeHtml(a.username)}">${escapeHtml(a.name)} (${escapeHtml(a.username)})</option>`).join('')}</select>
<button type="submit">Sign in</button>
</form></main>`,
    '<style>body{font:16px system-ui,sans-serif;margin:2rem}select,button{font:inherit;margin:.5rem 0;display:block}</style>',
  );

export const signedInPage = (name: string) =>
  shell('Signed in to Connect Local', `<main><h1>Signed in</h1><p>Signed in as ${escapeHtml(name)}. This window can be closed.</p></main>`);

export const simulatorPage = () =>
  shell(
    'Connect Local simulator',
    '<div id="root"></div><script type="module" src="/simulator/simulator.js"></script>',
    '<link rel="stylesheet" href="/simulator/simulator.css">',
  );
