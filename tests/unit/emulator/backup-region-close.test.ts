import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startConnectLocal, type ConnectLocal } from '../../../emulator/server.ts';

/**
 * A backup region's Connect Local shares the primary's contact centre. Once it closes, the primary goes on as a
 * single region: calls relay through the primary's own TURN server (not the closed one, which would leave the
 * customer deaf), and a reset brings back the primary's directory, not whatever the backup saw when it started.
 */

const certDir = mkdtempSync(join(tmpdir(), 'backup-close-tls-'));
let primary: ConnectLocal;
beforeAll(async () => {
  primary = await startConnectLocal({ certDir });
});
afterAll(async () => primary?.close());

const post = (path: string, body: unknown) => fetch(`${primary.apiUrl}${path}`, { method: path === '/reset' ? 'POST' : 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const relayOf = (local: ConnectLocal) => local.centre.iceServersFor('probe')[0]?.urls.join(' ');

it('after the backup region closes, calls use the primary relay and a reset forgets what the backup saw', async () => {
  const ownRelay = relayOf(primary);
  // A test changed the agent before the backup started; the backup must not make that the state a reset restores.
  await post('/agents/agent', { softphoneEnabled: false });
  const backup = await startConnectLocal({ certDir, backupOf: { centre: primary.centre, region: 'us-east-1' } });
  expect(relayOf(primary)).not.toBe(ownRelay);
  await backup.close();
  primary.centre.resiliency = null;

  expect(relayOf(primary)).toBe(ownRelay);
  await post('/reset', {});
  const state = (await (await fetch(`${primary.apiUrl}/state`)).json()) as { agents: { username: string; softphoneEnabled: boolean }[] };
  expect(state.agents.find((a) => a.username === 'agent')!.softphoneEnabled).toBe(true);
});
