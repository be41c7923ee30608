import { describe, expect, it } from 'vitest';
import { createBackEndFetch, SIGN_IN_ENDED } from '../../src/shared/back-end-access/back-end-fetch';
import type { AccessTokenPort, BackEndAccessProblem } from '../../src/shared/back-end-access/access-token-port';
import { backEndAccessAlert } from '../../src/shared/rules/back-end-access';

// The back ends' fetch: the token on every call, one silent renewal and one retry on 401, a refused renewal said
// once and never tried again, a 403 said with its reason.

function world(opts: { renewRefused?: boolean; answers: number[]; body403?: unknown }) {
  let current = 't1';
  const renewals: string[] = [];
  const tokens: AccessTokenPort = {
    token: async () => current,
    renew: async () => {
      renewals.push(current);
      if (opts.renewRefused) throw new Error('invalid_grant');
      current = `t${renewals.length + 1}`;
      return current;
    },
  };
  const sent: (string | undefined)[] = [];
  const answers = [...opts.answers];
  const fake = async (_url: string, init?: RequestInit) => {
    sent.push((init?.headers as Record<string, string>).Authorization);
    const status = answers.shift() ?? 200;
    return new Response(JSON.stringify(status === 403 ? (opts.body403 ?? { message: 'no', reason: 'not-agent-on-contact' }) : { ok: true }), { status });
  };
  const backEnd = createBackEndFetch(tokens, fake);
  const problems: BackEndAccessProblem[] = [];
  backEnd.events.onProblem((p) => problems.push(p));
  return { backEnd, sent, renewals, problems };
}

describe('back-end fetch', () => {
  it('sends the access token as a bearer token', async () => {
    const w = world({ answers: [200] });
    expect((await w.backEnd.fetch('https://api.example.com/x', { method: 'POST', headers: { 'Content-Type': 'application/json' } })).status).toBe(200);
    expect(w.sent).toEqual(['Bearer t1']);
  });

  it('renews once and retries once when the back end refuses the token', async () => {
    const w = world({ answers: [401, 200] });
    expect((await w.backEnd.fetch('https://api.example.com/x')).status).toBe(200);
    expect(w.sent).toEqual(['Bearer t1', 'Bearer t2']);
    expect(w.problems).toEqual([]);
  });

  it('says a refused renewal once and then makes no request at all', async () => {
    const w = world({ renewRefused: true, answers: [401, 401, 401] });
    await expect(w.backEnd.fetch('https://api.example.com/x')).rejects.toBe(SIGN_IN_ENDED);
    await expect(w.backEnd.fetch('https://api.example.com/x')).rejects.toBe(SIGN_IN_ENDED);
    expect(w.sent).toEqual(['Bearer t1']);
    expect(w.renewals).toHaveLength(1);
    expect(w.problems).toEqual([{ kind: 'sign-in-ended' }]);
  });

  it('does not loop when a renewed token is refused too', async () => {
    const w = world({ answers: [401, 401, 200] });
    await expect(w.backEnd.fetch('https://api.example.com/x')).rejects.toBe(SIGN_IN_ENDED);
    expect(w.sent).toHaveLength(2);
    expect(w.problems).toEqual([{ kind: 'sign-in-ended' }]);
  });

  it('says a refusal with its reason, and leaves the answer to the caller', async () => {
    const w = world({ answers: [403] });
    const res = await w.backEnd.fetch('https://api.example.com/x');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ reason: 'not-agent-on-contact' });
    expect(w.problems).toEqual([{ kind: 'refused', reason: 'not-agent-on-contact' }]);
    expect(backEndAccessAlert(w.problems[0]!).type).toBe('back_end_not_agent_on_contact');
    expect(backEndAccessAlert({ kind: 'refused', reason: null }).type).toBe('back_end_refused');
    expect(backEndAccessAlert({ kind: 'refused', reason: 'not-agents-queue' }).type).toBe('back_end_not_agents_queue');
    expect(backEndAccessAlert({ kind: 'refused', reason: 'toString' }).type).toBe('back_end_refused');
    expect(backEndAccessAlert({ kind: 'sign-in-ended' }).type).toBe('back_end_sign_in_ended');
  });
});
