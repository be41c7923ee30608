/**
 * The ccp-v2 page's calls to Connect Local: same-origin POSTs that carry the session cookie. Each one is cut off
 * well inside the SDK's 30 s client timeout, so the page always answers the panel with a real error instead.
 */

const TIMEOUT_MS = 10_000;

export type RelayResult = { ok: true; body: unknown } | { ok: false; type: string; message: string };

export async function postToConnectLocal(path: string, body: unknown): Promise<RelayResult> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json = (await res.json().catch(() => ({}))) as { __type?: string; message?: string };
    if (res.ok) return { ok: true, body: json };
    return { ok: false, type: json.__type ?? `HTTP${res.status}`, message: json.message ?? `${path} answered ${res.status}` };
  } catch (e) {
    const timedOut = e instanceof DOMException && e.name === 'TimeoutError';
    return { ok: false, type: timedOut ? 'TimeoutError' : 'NetworkError', message: e instanceof Error ? e.message : String(e) };
  }
}
