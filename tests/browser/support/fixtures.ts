import { test as base, expect, type Page } from '@playwright/test';
import { connectLocalPanelConfig, startPanelHost, type PanelHost } from '../../../emulator/panel-host.ts';
import { startConnectLocal, type ConnectLocal } from '../../../emulator/server.ts';
import type { Settings } from '../../../emulator/centre/centre.ts';
import { startSignedIn } from './signed-in.ts';

/** A client of Connect Local's control API, as an outside test suite would use it. */
export class ControlApi {
  constructor(readonly base: string) {}

  async call<T = any>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const json = text ? JSON.parse(text) : {};
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${json.__type}: ${json.message}`);
    return json as T;
  }

  get = <T = any>(path: string) => this.call<T>('GET', path);
  post = <T = any>(path: string, body: unknown = {}) => this.call<T>('POST', path, body);
  patch = <T = any>(path: string, body: unknown) => this.call<T>('PATCH', path, body);
  state = () => this.get('/state');
  reset = () => this.post('/reset');
  settings = (s: Partial<Settings>) => this.patch('/settings', s);
  /** A customer calls the agent; answers the new contact's id. */
  inboundCall = async (body: Record<string, unknown> = {}) => (await this.post<{ contactId: string }>('/contacts', { channel: 'voice', ...body })).contactId;
  /** The agent's state in Connect Local's own records. */
  agentState = async (username = 'agent') => ((await this.state()).agents as any[]).find((a) => a.username === username).state;
  contact = async (contactId: string) => ((await this.state()).contacts as any[]).find((c) => c.contactId === contactId);
}

interface WorkerFixtures {
  connectLocal: ConnectLocal;
  panel: PanelHost;
}

interface TestFixtures {
  api: ControlApi;
  /**
   * The test's page starts signed in to Connect Local's identity provider as the default agent (a token it minted,
   * in the tab's session storage where the panel keeps it), as a tab that signed in earlier would: only the sign-in
   * specs (signedIn: false) go through the redirect, so the others' navigations are their own.
   */
  signedIn: boolean;
  /** Console errors and page errors seen during the test, attached to the report on failure. */
  consoleLog: string[];
}

/**
 * Each worker runs its own Connect Local and panel host on free ports; each test starts from a reset world.
 * The panel host also serves the contract test pages under /contract/.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  connectLocal: [
    async ({}, use) => {
      // Agents start with a desk phone here: a softphone call costs a simulated customer's browser, so only the
      // media specs (tests/browser/media) switch it on.
      const local = await startConnectLocal({ settings: { ringTimeoutMs: 60_000 }, phone: 'desk' });
      await use(local);
      await local.close();
    },
    { scope: 'worker' },
  ],
  panel: [
    async ({ connectLocal }, use) => {
      const panel = await startPanelHost({ config: connectLocalPanelConfig(connectLocal.url), mounts: { '/contract/': 'tests/browser/contract/pages' } });
      // The workspace's plugin is this host, whichever other hosts the worker's files start (and close) first.
      connectLocal.useWorkspacePanel(panel.url);
      await use(panel);
      await panel.close();
    },
    { scope: 'worker' },
  ],
  // Automatic, so a test that never touches the control API (the smoke test) still starts from a reset world
  // instead of whatever the previous file in this worker left (a call in progress, an agent in ACW).
  api: [
    async ({ connectLocal }, use) => {
      const api = new ControlApi(connectLocal.apiUrl);
      await api.reset();
      await use(api);
    },
    { auto: true },
  ],
  signedIn: [true, { option: true }],
  // On the context, not the page: a second window of the test (context.newPage()) and a second panel host of a
  // spec (another origin, same identity provider) start signed in too, instead of leaving for the sign-in
  // redirect while the test already reads the page.
  context: async ({ context, signedIn, connectLocal }, use) => {
    if (signedIn) await startSignedIn(context, connectLocal);
    await use(context);
  },
  consoleLog: [
    async ({ page }, use, testInfo) => {
      const log: string[] = [];
      page.on('console', (m) => log.push(`[${m.type()}] ${m.text()}`));
      page.on('pageerror', (e) => log.push(`[pageerror] ${e.message}`));
      await use(log);
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('console', { body: log.join('\n'), contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

export { expect, type Page };
