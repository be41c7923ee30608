import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectLocal, startConnectLocal } from '../../../emulator/server.ts';
import { controlApiOf } from './control-api.ts';

// The control API's burst of customer messages: paced by Connect Local, each stamped when it was pushed, all
// checked before the first is sent.

let local: ConnectLocal;
beforeAll(async () => {
  local = await startConnectLocal({ port: 0 });
});
afterAll(() => local.close());

const control = (method: string, path: string, body?: object) => controlApiOf(local)(method, path, body);
const messages = async (contactId: string) =>
  ((await control('GET', `/contacts/${contactId}/transcript`)).body.transcript as { Type: string; Content?: string }[]).filter((x) => x.Type === 'MESSAGE').map((x) => x.Content);

describe('Connect Local chat bursts', () => {
  // The pace itself is a timing, measured by the chat benchmark (bench/), not here: on a busy machine a late timer
  // may push two messages back to back. What a caller relies on is the order and a stamp per message.
  it('sends the messages in order and says when each was pushed', async () => {
    const { contactId } = (await control('POST', '/contacts', { channel: 'chat', customerName: 'Casey' })).body;
    const asked = Date.now();
    const burst = await control('POST', `/contacts/${contactId}/customer/messages/burst`, { contents: ['one', 'two', 'three'], everyMs: 20 });
    expect(burst.status).toBe(200);
    const at: number[] = burst.body.messages.map((m: { pushedAt: number }) => m.pushedAt);
    expect(at).toHaveLength(3);
    expect(at[0]).toBeGreaterThanOrEqual(asked);
    expect(at[1]).toBeGreaterThanOrEqual(at[0]!);
    expect(at[2]).toBeGreaterThanOrEqual(at[1]!);
    expect(await messages(contactId)).toEqual(['one', 'two', 'three']);
  });

  it('refuses a burst with a bad message, a bad pace or too many messages, and sends none of it', async () => {
    const { contactId } = (await control('POST', '/contacts', { channel: 'chat', customerName: 'Casey' })).body;
    for (const body of [{ contents: ['fine', ''] }, { contents: ['fine'], everyMs: -1 }, { contents: [] }, { contents: Array.from({ length: 1001 }, () => 'x') }, { contents: 'fine' }]) {
      const r = await control('POST', `/contacts/${contactId}/customer/messages/burst`, body);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/Content|everyMs|contents/);
    }
    expect(await messages(contactId)).toEqual([]);
  });
});
