import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConnectLocal, type ConnectLocal } from '../../../emulator/server.ts';

/**
 * Malformed bodies to every POST, PUT and PATCH route of the control API: wrong types, missing fields, arrays where
 * objects belong, huge values, unknown channels. Each is answered 4xx with a message that says what is wrong, none
 * changes the world, and the server answers the next request.
 */

let local: ConnectLocal;
const ids = { voice: '', chat: '', task: '' };
beforeAll(async () => {
  local = await startConnectLocal({ certDir: mkdtempSync(join(tmpdir(), 'bodies-tls-')) });
  const create = async (body: unknown) => (await call('POST', '/contacts', body)).json.contactId as string;
  ids.voice = await create({ channel: 'voice' });
  ids.chat = await create({ channel: 'chat' });
  ids.task = await create({ channel: 'task', name: 'Call back' });
});
afterAll(async () => local?.close());

async function call(method: string, path: string, body: unknown) {
  const res = await fetch(`${local.apiUrl}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text };
}

const HUGE = 1e300;
const LONG = 'x'.repeat(200_000);

/** [method, path (with :voice, :chat, :task for the contacts made above), body, what the message names]. */
const CASES: [string, string, unknown, RegExp][] = [
  // The body itself.
  ['POST', '/contacts', [], /JSON object/],
  ['POST', '/contacts', 'null', /JSON object/],
  ['POST', '/contacts', '"voice"', /JSON object/],
  ['POST', '/contacts', '{"channel":', /JSON object/],
  // Contacts of every channel.
  ['POST', '/contacts', {}, /channel/],
  ['POST', '/contacts', { channel: 'fax' }, /channel/],
  ['POST', '/contacts', { channel: ['voice'] }, /channel/],
  ['POST', '/contacts', { channel: 'voice', agent: 5 }, /agent/],
  ['POST', '/contacts', { channel: 'voice', agent: 'nobody' }, /nobody/],
  ['POST', '/contacts', { channel: 'voice', attributes: [] }, /attributes/],
  ['POST', '/contacts', { channel: 'voice', attributes: { a: { b: 1 } } }, /attributes/],
  ['POST', '/contacts', { channel: 'voice', from: 12065550123 }, /from/],
  ['POST', '/contacts', { channel: 'voice', ringTimeoutSeconds: HUGE }, /ringTimeoutSeconds/],
  ['POST', '/contacts', { channel: 'voice', preview: 'yes' }, /preview/],
  ['POST', '/contacts', { channel: 'voice', preview: [] }, /preview/],
  ['POST', '/contacts', { channel: 'voice', preview: { autoDialTimeoutSeconds: HUGE } }, /autoDialTimeoutSeconds/],
  ['POST', '/contacts', { channel: 'voice', preview: { canDiscard: 'no' } }, /canDiscard/],
  ['POST', '/contacts', { channel: 'voice', queue: ['Sales'] }, /queue/],
  ['POST', '/contacts', { channel: 'voice', callback: 'yes' }, /callback/],
  ['POST', '/contacts', { channel: 'chat', customerName: 5 }, /customerName/],
  ['POST', '/contacts', { channel: 'chat', attributes: null }, /attributes/],
  ['POST', '/contacts', { channel: 'chat', attributes: { a: 5 } }, /attributes/],
  ['POST', '/contacts', { channel: 'chat', subtype: 'pigeon' }, /subtype/],
  ['POST', '/contacts', { channel: 'chat', queue: 5 }, /queue/],
  ['POST', '/contacts', { channel: 'chat', ringTimeoutSeconds: HUGE }, /ringTimeoutSeconds/],
  ['POST', '/contacts', { channel: 'email' }, /from|text|html/],
  ['POST', '/contacts', { channel: 'email', from: 'a@example.com', text: 5 }, /text/],
  ['POST', '/contacts', { channel: 'email', from: 'a@example.com', text: 'hi', attachments: {} }, /attachments/],
  ['POST', '/contacts', { channel: 'email', from: 'a@example.com', text: 'hi', attributes: [] }, /attributes/],
  ['POST', '/contacts', { channel: 'email', from: 'a@example.com', text: 'hi', queue: 5 }, /queue/],
  ['POST', '/contacts', { channel: 'task' }, /name/],
  ['POST', '/contacts', { channel: 'task', name: 5 }, /name/],
  ['POST', '/contacts', { channel: 'task', name: 'T', references: [] }, /references/],
  ['POST', '/contacts', { channel: 'task', name: 'T', attributes: 'a' }, /attributes/],
  ['POST', '/contacts', { channel: 'task', name: 'T', scheduledTime: 'tomorrow' }, /scheduledTime/],
  ['POST', '/contacts', { channel: 'task', name: 'T', queue: 5 }, /queue/],
  ['POST', '/contacts', { channel: 'task', name: 'T', templateId: 'nope' }, /template/i],
  ['POST', '/contacts', { channel: 'task', name: 'T', templateId: ['nope'] }, /templateId/],
  ['POST', '/contacts', { channel: 'task', name: 'T', references: { a: { type: 'URL', value: 5 } } }, /references/],
  ['POST', '/contacts', { channel: 'task', name: 'T', unknown: 1 }, /unknown/i],
  ['POST', '/contacts', { channel: 'voice', queue: 'NoSuchQueue' }, /NoSuchQueue|queue/i],
  // Parties, recording, monitoring, failover.
  ['PATCH', '/contacts/:voice/recording', { status: 5 }, /status/],
  ['PATCH', '/contacts/:voice/recording', [], /JSON object/],
  ['POST', '/contacts/:voice/monitor', {}, /supervisor/],
  ['POST', '/contacts/:voice/monitor', { supervisor: 'supervisor', mode: 'WHISPER' }, /mode/],
  ['POST', '/contacts/:voice/monitor', { supervisor: 'supervisor', capabilities: 'BARGE' }, /capabilities/],
  ['PATCH', '/contacts/:voice/monitor/supervisor', { agentMuted: 'yes' }, /agentMuted/],
  ['POST', '/failover', { state: 'done' }, /state/],
  // Agents and settings.
  ['PUT', '/agents/agent/state', {}, /name/],
  ['PUT', '/agents/agent/state', { name: ['Available'] }, /name/],
  ['PUT', '/agents/agent/state', { name: 'Available', enqueueNextState: 'yes' }, /enqueueNextState/],
  ['POST', '/agents/agent/session-expiry', { inSeconds: 'soon' }, /inSeconds/],
  ['POST', '/agents/agent/session-expiry', { inSeconds: HUGE }, /inSeconds/],
  ['POST', '/agents/agent/session-expiry', { inSeconds: 60, failExtension: 'yes' }, /failExtension/],
  ['POST', '/agents/agent/softphone-error', { errorType: 5 }, /errorType/],
  ['PATCH', '/agents/agent', { name: 5 }, /name/],
  ['PATCH', '/agents/agent', { permissions: 'all' }, /permissions/],
  ['PATCH', '/agents/agent', { channelConcurrency: { VOICE: HUGE } }, /channelConcurrency/],
  ['PATCH', '/agents/agent', { channelConcurrency: { FAX: 1 } }, /channelConcurrency|FAX/],
  ['PATCH', '/agents/agent', { isAdmin: true }, /isAdmin/],
  ['PATCH', '/settings', { nope: 1 }, /nope/],
  ['PATCH', '/settings', { ringTimeoutMs: 'long' }, /ringTimeoutMs/],
  ['PATCH', '/settings', { ringTimeoutMs: -5 }, /ringTimeoutMs/],
  ['PATCH', '/settings', { ringTimeoutMs: HUGE }, /ringTimeoutMs/],
  ['POST', '/agents', { username: 'a/b' }, /username/],
  ['POST', '/agents', { username: 'many', count: 1e9 }, /count/],
  ['POST', '/agents', { username: 'perm', permissions: 'all' }, /permissions/],
  ['POST', '/agents', { username: 'perm2', permissions: [{ a: 1 }] }, /permissions/],
  ['POST', '/agents', { username: 'rp', routingProfile: 5 }, /routing profile|routingProfile/],
  ['POST', '/queues', { name: LONG }, /name/],
  ['POST', '/routing-profiles', { name: 'P', queueNames: 'Sales' }, /queueNames/],
  ['POST', '/routing-profiles', { name: 'P', queueNames: ['Sales'], channelConcurrency: [] }, /channelConcurrency/],
  // Faults.
  ['POST', '/faults', {}, /operation/],
  ['POST', '/faults', { operation: 'AcceptContact', count: HUGE }, /count/],
  ['POST', '/faults', { operation: 'AcceptContact', error: [] }, /error/],
  ['POST', '/faults', { operation: 'AcceptContact', error: { status: 200 } }, /status/],
  ['POST', '/faults/websocket-drop', { forMs: 'forever' }, /forMs/],
  ['POST', '/faults/websocket-drop', { forMs: -1 }, /forMs/],
  ['POST', '/faults/websocket-drop', { forMs: HUGE }, /forMs/],
  ['POST', '/faults/participant-websocket-drop', { forMs: HUGE }, /forMs/],
  ['POST', '/faults/participant-websocket-drop', { contactId: 5 }, /contactId/],
  ['POST', '/faults/quick-responses', { count: 'x' }, /count|type|message/],
  // Chat.
  ['POST', '/contacts/:chat/customer/messages', {}, /content/i],
  ['POST', '/contacts/:chat/customer/messages', { content: 5 }, /content/i],
  ['POST', '/contacts/:chat/customer/messages', { content: { text: 'hi' } }, /content/i],
  ['POST', '/contacts/:chat/customer/messages', { content: 'hi', contentType: 'application/x-evil' }, /contentType|content type/i],
  ['POST', '/contacts/:chat/customer/messages', { content: LONG }, /content|long|characters/i],
  ['POST', '/contacts/:chat/customer/messages/burst', { contents: 'hi' }, /contents/],
  ['POST', '/contacts/:chat/customer/messages/burst', { contents: ['hi'], everyMs: HUGE }, /everyMs/],
  ['POST', '/contacts/:chat/customer/receipts', { type: 'seen' }, /type/],
  ['POST', '/contacts/:chat/customer/receipts', { messageId: 5 }, /messageId/],
  ['POST', '/contacts/:chat/customer/attachments', { name: 'a.txt', contentType: 'text/plain' }, /base64/],
  ['POST', '/contacts/:chat/customer/attachments', { name: 5, contentType: 'text/plain', base64: 'aGk=' }, /name/i],
  ['POST', '/contacts/:chat/customer/attachments', { name: 'a.txt', contentType: ['text/plain'], base64: 'aGk=' }, /contentType|type/i],
  ['POST', '/contacts/:chat/bot/messages', { content: 5 }, /content/],
  ['POST', '/contacts/:chat/bot/messages', { content: 'hi', displayName: 5 }, /displayName/],
  ['POST', '/contacts/:chat/transfer/accept', { displayName: 5 }, /displayName/],
  ['POST', '/quick-responses', {}, /name/],
  ['POST', '/quick-responses', { name: 'N', plainText: 5 }, /plainText/],
  ['POST', '/quick-responses', { name: 'N', plainText: 'hi', channels: 'Chat' }, /channels/],
  // Tasks and video.
  ['POST', '/contacts/:task/task-events', { event: 'exploded' }, /event/],
  ['POST', '/contacts/:task/task-events', { event: ['expired'] }, /event/],
  ['POST', '/task-templates/nope/revise', { name: 5 }, /nope|template/],
  ['PATCH', '/contacts/:voice/video', { signalling: 'sideways' }, /contact|video|signalling/],
  // Names that are an object's own machinery, and fields the route does not know.
  ['PATCH', '/agents/agent', { dialableCountries: ['__proto__'] }, /dialableCountries/],
  ['PATCH', '/agents/agent', { dialableCountries: ['constructor'] }, /dialableCountries/],
  ['POST', '/agents', { username: '__proto__' }, /username/],
  ['POST', '/agents', { username: 'casey', name: '__proto__' }, /name/],
  ['POST', '/queues', { name: '__proto__' }, /name/],
  ['PATCH', '/media/relay', { jitter: 5 }, /jitter/],
  ['POST', '/contacts', { channel: 'task', name: 'Due', references: { Due: { type: 'DATE', value: 'yesterday' } } }, /references\.Due.*DATE/],
];

describe('the control API with malformed bodies', () => {
  it.each(CASES)('%s %s %j is answered 4xx and names what is wrong', async (method, path, body, names) => {
    const before = JSON.stringify(await (await fetch(`${local.apiUrl}/state`)).json().then((s: any) => ({ contacts: s.contacts?.length, agents: s.agents?.length, faults: s.faults?.length })));
    const concrete = path.replace(':voice', ids.voice).replace(':chat', ids.chat).replace(':task', ids.task);
    const res = await call(method, concrete, body);
    expect(res.status, res.text).toBeGreaterThanOrEqual(400);
    expect(res.status, res.text).toBeLessThan(500);
    expect(res.json?.message, res.text).toMatch(names);
    const after = JSON.stringify(await (await fetch(`${local.apiUrl}/state`)).json().then((s: any) => ({ contacts: s.contacts?.length, agents: s.agents?.length, faults: s.faults?.length })));
    expect(after).toBe(before);
  });

  it('still answers afterwards', async () => {
    expect((await fetch(`${local.apiUrl}/state`)).status).toBe(200);
    expect((await call('POST', '/contacts', { channel: 'voice' })).status).toBe(200);
  });
});
