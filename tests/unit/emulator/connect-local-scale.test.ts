import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectLocal, startConnectLocal } from '../../../emulator/server.ts';
import { controlApiOf } from './control-api.ts';

// Connect Local at scale: the administrator's verbs for agents, queues and routing profiles, and long polls that
// answer only the agent whose snapshot changed.

let local: ConnectLocal;
beforeAll(async () => {
  local = await startConnectLocal({ port: 0 });
});
afterAll(() => local.close());

const control = (method: string, path: string, body?: object) => controlApiOf(local)(method, path, body);

async function signIn(username: string) {
  const login = await fetch(`${local.url}/connect/login`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `username=${username}` });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const page = await (await fetch(`${local.url}/connect/ccp-v2/`, { headers: { cookie } })).text();
  const token = /"authToken":"([^"]+)"/.exec(page)![1]!;
  return (op: string, body: object = {}) =>
    fetch(`${local.url}/connect/api`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': `AmazonConnectCTIService.${op}`, 'X-Amz-Bearer': token },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<any>);
}

const settledWithin = (p: Promise<unknown>, ms: number) => Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), ms))]);

describe('Connect Local administration and scale', () => {
  it('creates a routing profile over a new queue and a batch of agents on it, who can sign in and see their queues', async () => {
    expect((await control('POST', '/queues', { name: 'Claims' })).status).toBe(200);
    const rp = await control('POST', '/routing-profiles', { name: 'Claims desk', queueNames: ['Claims'], channelConcurrency: { VOICE: 1, CHAT: 2 } });
    expect(rp.status).toBe(200);
    const created = await control('POST', '/agents', { username: 'claims', count: 3, routingProfile: 'Claims desk', name: 'Claims agent' });
    expect(created.body.usernames).toEqual(['claims-1', 'claims-2', 'claims-3']);
    const cti = await signIn('claims-2');
    const config = await cti('GetAgentConfiguration');
    expect(config.configuration.routingProfile.name).toBe('Claims desk');
    expect(config.configuration.routingProfile.channelConcurrencyMap).toEqual({ VOICE: 1, CHAT: 2 });
    expect(config.configuration.name).toBe('Claims agent 2');
  });

  it('refuses bad admin requests with a 4xx that says why, and keeps what is in use', async () => {
    expect((await control('POST', '/agents', { username: 'x', count: 5000 })).status).toBe(400);
    expect((await control('POST', '/agents', { username: 'agent' })).status).toBe(409);
    expect((await control('POST', '/routing-profiles', { name: 'Bad', queueNames: ['Nowhere'] })).body.message).toMatch(/No queue named Nowhere/);
    expect((await control('POST', '/routing-profiles', { name: 'Bad', queueNames: ['Sales'], channelConcurrency: { FAX: 1 } })).status).toBe(400);
    expect((await control('DELETE', '/queues/Sales')).status).toBe(409);
    expect((await control('DELETE', '/agents/nobody')).status).toBe(404);
  });

  it("wakes only the poll of the agent whose snapshot changed; other agents' polls keep waiting", async () => {
    await control('POST', '/agents', { username: 'poll', count: 2 });
    const a = await signIn('poll-1');
    const b = await signIn('poll-2');
    const tokenA = (await a('GetAgentSnapshot', { nextToken: null })).nextToken;
    const tokenB = (await b('GetAgentSnapshot', { nextToken: null })).nextToken;
    const pollA = a('GetAgentSnapshot', { nextToken: tokenA });
    const pollB = b('GetAgentSnapshot', { nextToken: tokenB });
    await control('PUT', '/agents/poll-1/state', { name: 'Available' });
    const answered = await pollA;
    expect(answered.snapshot.state.name).toBe('Available');
    expect(answered.nextToken).not.toBe(tokenA);
    expect(await settledWithin(pollB, 300)).toBe(false);
    await control('PUT', '/agents/poll-2/state', { name: 'Lunch' });
    expect((await pollB).snapshot.state.name).toBe('Lunch');
  });

  it('a reset brings back the directory Connect Local started with', async () => {
    await control('POST', '/agents', { username: 'temp' });
    await control('DELETE', '/agents/jordan');
    await control('POST', '/reset');
    const state = await control('GET', '/state');
    const names = JSON.stringify(state.body);
    expect(names).toContain('jordan');
    expect(names).not.toContain('"temp"');
  });
});
