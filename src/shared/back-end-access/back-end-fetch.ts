import type { AccessTokenPort, BackEndAccessEvents, BackEndAccessProblem } from './access-token-port';

/** fetch, or the back-end fetch that adds the agent's access token (shared/back-end-access). */
export type BackEndFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The failure a back-end call rejects with once the sign-in has ended (a port failure, as the clients throw). */
export const SIGN_IN_ENDED = { type: 'SignInEnded', message: 'The sign-in for the back ends has ended', statusCode: 401 } as const;

/**
 * fetch for the back ends: every call carries `Authorization: Bearer <token>`. A 401 (the token expired or was
 * revoked) renews the token once and retries the call once; a refused renewal ends the sign-in, which is said once
 * and never retried: every later call fails at once, without a request, until the agent signs in again. A 403 (the
 * back end refuses this agent, e.g. not the agent on the contact) is said with its reason.
 */
export function createBackEndFetch(tokens: AccessTokenPort, fetchFn: BackEndFetch = (input, init) => fetch(input, init)): { fetch: BackEndFetch; events: BackEndAccessEvents } {
  const listeners = new Set<(p: BackEndAccessProblem) => void>();
  const tell = (p: BackEndAccessProblem) => listeners.forEach((l) => l(p));
  let ended = false;
  const end = (): never => {
    if (!ended) {
      ended = true;
      tell({ kind: 'sign-in-ended' });
    }
    throw SIGN_IN_ENDED;
  };
  const withToken = (init: RequestInit | undefined, token: string): RequestInit => ({ ...init, headers: { ...(init?.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` } });

  async function call(input: string, init?: RequestInit): Promise<Response> {
    if (ended) throw SIGN_IN_ENDED;
    const token = await tokens.token().catch(end);
    let res = await fetchFn(input, withToken(init, token));
    if (res.status === 401) {
      const renewed = await tokens.renew().catch(end);
      res = await fetchFn(input, withToken(init, renewed));
      // Refused with a token just issued: the back end does not trust this sign-in; said, not retried.
      if (res.status === 401) end();
    }
    if (res.status === 403) tell({ kind: 'refused', reason: await reasonOf(res) });
    return res;
  }
  return {
    fetch: call,
    events: {
      onProblem(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}

/** The refusal's `reason` (the back ends answer `{message, reason}`), read from a copy so the caller still has the body. */
async function reasonOf(res: Response): Promise<string | null> {
  try {
    const body = (await res.clone().json()) as { reason?: unknown } | null;
    return typeof body?.reason === 'string' && body.reason ? body.reason : null;
  } catch {
    return null;
  }
}
