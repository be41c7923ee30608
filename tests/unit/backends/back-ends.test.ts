import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConnectClient, DescribeContactCommand } from '@aws-sdk/client-connect';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Voice } from '../../../emulator/centre/voice.ts';
import { CONNECT_LOCAL_ACCESS_KEY } from '../../../emulator/public-api/sigv4.ts';
import { startConnectLocal, type BackEndUrls, type ConnectLocal } from '../../../emulator/server.ts';

/**
 * The panel's back ends (backends/) as they run: the real Lambda handlers behind the local API Gateway adapter
 * (JWT authorizer, CORS), calling Connect Local's public API with the official SDK clients. Tokens are minted here
 * with a test key pair whose JWKS this test serves on 127.0.0.1, as Connect Local's identity provider would.
 */

const AUDIENCE = 'ccp-panel';
const PANEL_ORIGIN = 'http://127.0.0.1:5999';
let local: ConnectLocal;
let urls: BackEndUrls;
let keysServer: Server;
let issuer = '';
let foreignIssuer = '';
const audits: Record<string, unknown>[] = [];
let ours: CryptoKey;
let foreign: CryptoKey;

beforeAll(async () => {
  const own = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  ours = own.privateKey as CryptoKey;
  foreign = other.privateKey as CryptoKey;
  const jwks = async (key: CryptoKey, kid: string) => ({ keys: [{ ...((await exportJWK(key)) as JWK), kid, alg: 'RS256', use: 'sig' }] });
  const ownJwks = await jwks(own.publicKey as CryptoKey, 'test-key');
  const otherJwks = await jwks(other.publicKey as CryptoKey, 'foreign-key');
  keysServer = createServer((req, res) => {
    const body = req.url === '/oidc/jwks' ? ownJwks : req.url === '/foreign/jwks' ? otherJwks : null;
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((r) => keysServer.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(keysServer.address() as AddressInfo).port}`;
  issuer = `${origin}/oidc`;
  foreignIssuer = `${origin}/foreign`;
  local = await startConnectLocal({ certDir: mkdtempSync(join(tmpdir(), 'back-ends-tls-')), panelOrigins: [PANEL_ORIGIN], settings: { connectDelayMs: 0 } });
  urls = local.mountBackEnds({ issuer, audience: AUDIENCE, jwksUrl: `${issuer}/jwks`, userClaim: 'username', audit: (line) => audits.push(JSON.parse(line)) });
});

afterAll(async () => {
  await local?.close();
  await new Promise((r) => keysServer?.close(r));
});

beforeEach(async () => {
  await fetch(`${local.apiUrl}/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  audits.length = 0;
});

function token(username: string, opts: { key?: CryptoKey; kid?: string; iss?: string; aud?: string; expiresIn?: string | number } = {}) {
  return new SignJWT({ username, scope: 'openid profile', client_id: AUDIENCE })
    .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'test-key' })
    .setIssuer(opts.iss ?? issuer)
    .setAudience(opts.aud ?? AUDIENCE)
    .setSubject(`sub-${username}`)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
    .setExpirationTime(opts.expiresIn ?? '5m')
    .sign(opts.key ?? ours);
}

async function call(method: 'GET' | 'POST', url: string, bearer?: string, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, any> | null, headers: res.headers };
}

/** A call to `agent`, answered: the agent is connected to it. */
async function connectedCall(agent = 'agent'): Promise<string> {
  await fetch(`${local.apiUrl}/agents/${agent}/state`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Available' }) });
  const res = await fetch(`${local.apiUrl}/contacts`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ channel: 'voice', agent }) });
  const { contactId } = (await res.json()) as { contactId: string };
  const contact = local.centre.contacts.find((c) => c.contactId === contactId)!;
  new Voice(local.centre).accept(contact);
  await expect.poll(() => contact.state.type).toBe('connected');
  return contactId;
}

const recordingBody = (contactId: string) => ({ InstanceId: local.centre.directory.ids.instanceId, ContactId: contactId, InitialContactId: contactId, VoiceRecordingConfiguration: { VoiceRecordingTrack: 'ALL' } });
const recordingOf = (contactId: string) => local.centre.contacts.find((c) => c.contactId === contactId)?.recording;

describe('recording', () => {
  it('suspends, resumes, stops and starts the agent’s own call, and reports each status', async () => {
    const contactId = await connectedCall();
    const agent = await token('agent');
    expect((await call('GET', `${urls.recording}/status?ContactId=${contactId}`, agent)).body).toEqual({ ContactId: contactId, Status: 'recording' });
    for (const [action, status] of [['suspend', 'suspended'], ['resume', 'recording'], ['stop', 'stopped'], ['start', 'recording']] as const) {
      const res = await call('POST', `${urls.recording}/${action}`, agent, recordingBody(contactId));
      expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body).toEqual({ ContactId: contactId, Status: status });
      expect(recordingOf(contactId)).toBe(status);
      expect((await call('GET', `${urls.recording}/status?ContactId=${contactId}`, agent)).body?.Status).toBe(status);
    }
    // One audit line per action, naming who, the contact, the action and the result.
    expect(audits).toHaveLength(9);
    expect(audits[1]).toMatchObject({ who: 'agent', contact: contactId, action: 'recording-suspend', result: 'allowed', status: 200 });
  });

  it('reports a status a flow or supervisor set (the control API sets the attribute as such a flow would)', async () => {
    const contactId = await connectedCall();
    await fetch(`${local.apiUrl}/contacts/${contactId}/recording`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: 'suspended' }) });
    expect((await call('GET', `${urls.recording}/status?ContactId=${contactId}`, await token('agent'))).body?.Status).toBe('suspended');
  });

  it('passes on what Amazon Connect refuses, in words: resuming a stopped recording', async () => {
    const contactId = await connectedCall();
    const agent = await token('agent');
    await call('POST', `${urls.recording}/stop`, agent, recordingBody(contactId));
    const res = await call('POST', `${urls.recording}/resume`, agent, recordingBody(contactId));
    expect(res.status).toBe(400);
    expect(res.body?.message).toMatch(/stopped recording cannot be resumed/);
  });
});

describe('transcript', () => {
  it('gives the agent on the call the segments, page by page with NextToken', async () => {
    const contactId = await connectedCall();
    const agent = await token('agent');
    await fetch(`${local.apiUrl}/contacts/${contactId}/call-transcript`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ role: 'AGENT', content: 'Thanks for calling.' }) });
    const first = await call('POST', `${urls.contactLens}/realtime-contact-analysis/analysis-segments`, agent, { InstanceId: local.centre.directory.ids.instanceId, ContactId: contactId, MaxResults: 100 });
    expect(first.status).toBe(200);
    expect(first.body?.Segments.map((s: { Transcript: { Content: string } }) => s.Transcript.Content)).toContain('Thanks for calling.');
    expect(typeof first.body?.NextToken).toBe('string');
    await fetch(`${local.apiUrl}/contacts/${contactId}/call-transcript`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ role: 'CUSTOMER', content: 'My bill is wrong.' }) });
    const next = await call('POST', `${urls.contactLens}/realtime-contact-analysis/analysis-segments`, agent, { ContactId: contactId, MaxResults: 100, NextToken: first.body?.NextToken });
    expect(next.body?.Segments.map((s: { Transcript: { Content: string } }) => s.Transcript.Content)).toEqual(['My bill is wrong.']);
    expect(audits.at(-1)).toMatchObject({ who: 'agent', contact: contactId, action: 'transcript-segments', result: 'allowed' });
  });
});

describe('email from-addresses', () => {
  const queueArn = (name: string) => local.centre.directory.queues.find((q) => q.name === name)!.queueARN;

  it('lists the addresses of the agent’s default outbound queue, its default first', async () => {
    const res = await call('GET', `${urls.emailAddresses}/queue?QueueArn=${encodeURIComponent(queueArn('BasicQueue'))}`, await token('agent'));
    expect(res.status).toBe(200);
    expect(res.body?.EmailAddresses[0]).toEqual({ EmailAddress: 'support@connect-local.example', DisplayName: 'Connect Local Support', IsDefaultOutboundEmail: true });
    expect(res.body?.EmailAddresses.map((a: { EmailAddress: string }) => a.EmailAddress)).toEqual(['support@connect-local.example', 'orders@connect-local.example', 'billing@connect-local.example']);
  });

  it('refuses another queue than the agent’s default outbound one, in words', async () => {
    const res = await call('GET', `${urls.emailAddresses}/queue?QueueArn=${encodeURIComponent(queueArn('Sales'))}`, await token('agent'));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ reason: 'not-agents-queue', message: expect.stringMatching(/not your default outbound queue/) });
  });
});

describe('refusals', () => {
  const statusUrl = (contactId: string) => `${urls.recording}/status?ContactId=${contactId}`;

  it('answers 401 without a token, with an expired one, a foreign issuer’s, a forged one and another audience’s; the handler never runs', async () => {
    const contactId = await connectedCall();
    expect((await call('GET', statusUrl(contactId))).status).toBe(401);
    expect((await call('GET', statusUrl(contactId), 'not-a-jwt')).status).toBe(401);
    expect((await call('GET', statusUrl(contactId), await token('agent', { expiresIn: Math.floor(Date.now() / 1000) - 60 }))).status).toBe(401);
    expect((await call('GET', statusUrl(contactId), await token('agent', { key: foreign, kid: 'foreign-key', iss: foreignIssuer }))).status).toBe(401);
    expect((await call('GET', statusUrl(contactId), await token('agent', { key: foreign, kid: 'test-key' }))).status).toBe(401);
    expect((await call('GET', statusUrl(contactId), await token('agent', { aud: 'another-app' }))).status).toBe(401);
    const stop = await call('POST', `${urls.recording}/stop`, undefined, recordingBody(contactId));
    expect(stop.status).toBe(401);
    expect(recordingOf(contactId)).toBe('recording');
    expect(audits).toHaveLength(0);
  });

  it('refuses another agent’s contact with 403 and a reason in words, and changes nothing', async () => {
    const contactId = await connectedCall('agent');
    const jordan = await token('jordan');
    const stop = await call('POST', `${urls.recording}/stop`, jordan, recordingBody(contactId));
    expect(stop.status).toBe(403);
    expect(stop.body).toMatchObject({ __type: 'AccessDeniedException', reason: 'not-agent-on-contact', message: expect.stringMatching(/another agent's contact/) });
    expect(recordingOf(contactId)).toBe('recording');
    const transcript = await call('POST', `${urls.contactLens}/realtime-contact-analysis/analysis-segments`, jordan, { ContactId: contactId });
    expect(transcript.status).toBe(403);
    expect(audits.map((a) => [a.who, a.contact, a.result, a.reason])).toEqual([
      ['jordan', contactId, 'refused', 'not-agent-on-contact'],
      ['jordan', contactId, 'refused', 'not-agent-on-contact'],
    ]);
  });

  it('answers 404 for an unknown contact and 400 for malformed input', async () => {
    const agent = await token('agent');
    const unknown = await call('POST', `${urls.recording}/stop`, agent, recordingBody('00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(404);
    expect(unknown.body?.__type).toBe('ResourceNotFoundException');
    expect((await call('POST', `${urls.recording}/stop`, agent, { InstanceId: 'x' })).status).toBe(400);
    expect((await call('POST', `${urls.recording}/stop`, agent, 'not json')).status).toBe(400);
    expect((await call('POST', `${urls.contactLens}/realtime-contact-analysis/analysis-segments`, agent, { ContactId: 'c', MaxResults: 1000 })).status).toBe(400);
    expect((await call('GET', `${urls.emailAddresses}/queue?QueueArn=nonsense`, agent)).status).toBe(400);
    expect(audits.map((a) => a.result)).toEqual(['refused', 'refused', 'refused', 'refused', 'refused']);
  });

  it('answers 429 in words while Amazon Connect throttles', async () => {
    const contactId = await connectedCall();
    await fetch(`${local.apiUrl}/faults/public-api-throttle`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ count: 10 }) });
    const res = await call('POST', `${urls.recording}/suspend`, await token('agent'), recordingBody(contactId));
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ __type: 'ThrottlingException', reason: 'throttled', message: expect.stringMatching(/busy/) });
    expect(recordingOf(contactId)).toBe('recording');
  });
});

describe('CORS, as the HTTP API answers it', () => {
  it('answers a panel origin’s preflight without a token, and no other origin', async () => {
    const preflight = (origin: string) => fetch(`${urls.recording}/start`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' } });
    const ok = await preflight(PANEL_ORIGIN);
    expect(ok.headers.get('access-control-allow-origin')).toBe(PANEL_ORIGIN);
    expect(ok.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the public API itself', () => {
  const client = (overrides: { secretAccessKey?: string; region?: string } = {}) =>
    new ConnectClient({ region: overrides.region ?? local.centre.directory.ids.region, endpoint: local.url, maxAttempts: 1, credentials: { ...CONNECT_LOCAL_ACCESS_KEY, ...(overrides.secretAccessKey ? { secretAccessKey: overrides.secretAccessKey } : {}) } });

  it('refuses a bad signature and another region’s, and says an unknown instance or contact is not found', async () => {
    const contactId = await connectedCall();
    const { instanceId } = local.centre.directory.ids;
    const described = await client().send(new DescribeContactCommand({ InstanceId: instanceId, ContactId: contactId }));
    expect(described.Contact?.AgentInfo?.Id).toBe(local.centre.directory.agents.find((a) => a.username === 'agent')!.agentId);
    await expect(client({ secretAccessKey: 'wrong' }).send(new DescribeContactCommand({ InstanceId: instanceId, ContactId: contactId }))).rejects.toMatchObject({ name: 'InvalidSignatureException' });
    await expect(client({ region: 'eu-west-1' }).send(new DescribeContactCommand({ InstanceId: instanceId, ContactId: contactId }))).rejects.toMatchObject({ name: 'InvalidSignatureException' });
    await expect(client().send(new DescribeContactCommand({ InstanceId: 'another-instance', ContactId: contactId }))).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    await expect(client().send(new DescribeContactCommand({ InstanceId: instanceId, ContactId: 'nope' }))).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});
