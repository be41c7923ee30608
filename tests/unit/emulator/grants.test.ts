import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startConnectLocal, type ConnectLocal } from '../../../emulator/server.ts';

/**
 * `grants` (what `npm start` uses to give the default agent `videoContact`, so the README's camera settings can be
 * reached): the named agent gets the permission, the others keep the seed, and a reset keeps the grant.
 */

let local: ConnectLocal;
beforeAll(async () => {
  local = await startConnectLocal({ certDir: mkdtempSync(join(tmpdir(), 'grants-tls-')), grants: { agent: ['videoContact'] } });
});
afterAll(async () => local?.close());

async function permissions(username: string): Promise<string[]> {
  const state = (await (await fetch(`${local.apiUrl}/state`)).json()) as { agents: { username: string; permissions: string[] }[] };
  return state.agents.find((a) => a.username === username)!.permissions;
}

it('grants the named agent the permission, keeps the others as seeded, and keeps the grant across a reset', async () => {
  expect(await permissions('agent')).toContain('videoContact');
  expect(await permissions('agent')).toContain('outboundCall');
  expect(await permissions('jordan')).not.toContain('videoContact');
  await fetch(`${local.apiUrl}/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  expect(await permissions('agent')).toContain('videoContact');
});
