/**
 * Where a screen pop may go: https only, except the loopback host (http://127.0.0.1, http://localhost), which
 * browsers already treat as a secure context, so a CRM served by Connect Local on a developer's machine can be the
 * target. Everything else on http, and every other scheme (javascript:, data:, file:), is refused.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isSecureWebUrl(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/** An origin as the admin lists it: scheme, host and port only, no path, no wildcard. */
export function parseScreenPopOrigin(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  try {
    const u = new URL(v);
    if (!isSecureWebUrl(u) || u.origin === 'null') return null;
    if (v.replace(/\/+$/, '') !== u.origin) return null;
    return u.origin;
  } catch {
    return null;
  }
}
