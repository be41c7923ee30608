import { describe, expect, it } from 'vitest';
import { CallCredentials } from '../../../emulator/media/call-credentials.ts';

const TOKEN = '0b6a3d1e-2f4c-4e8a-9d71-5c3b2a1f0e9d';

function fakeTurn() {
  const revoked: string[] = [];
  return { revoked, turn: { credentials: (user: string, ttl: number) => ({ urls: ['turn:x'], username: `1:${user}`, credential: 'c', ttl }), revoke: (u: string) => void revoked.push(u) } };
}

describe("a call's TURN credential lives as long as its call", () => {
  it('is revoked once its leg, seen in a contact, is gone; not before it joined one', () => {
    const { turn, revoked } = fakeTurn();
    const calls = new CallCredentials(turn);
    calls.issue(`agent.${TOKEN}`, 43_200);
    calls.issue('agent.standby.client-1', 43_200);
    // Issued before the leg joins its contact: a change then revokes nothing.
    calls.revokeEnded(new Set());
    expect(revoked).toEqual([]);
    calls.revokeEnded(new Set([TOKEN]));
    expect(revoked).toEqual([]);
    // The call ended: its credential goes, once; a standby credential is no call's.
    calls.revokeEnded(new Set());
    calls.revokeEnded(new Set());
    expect(revoked).toEqual([`agent.${TOKEN}`]);
  });
});
