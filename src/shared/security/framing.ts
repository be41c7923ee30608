/**
 * Who may frame a page of the panel. The CSP header's frame-ancestors is the real guard; this is the same rule in
 * the page, for hosts that cannot send headers: a page framed by an origin it does not allow refuses to run, so a
 * stranger's page cannot point its frames at itself and feed it a forged agent or contact. Pure: give it a window.
 */

/** An allowed origin: exact (`https://crm.example.com`) or with a wildcard host label (`https://*.my.connect.aws`). */
export function originMatches(origin: string, pattern: string): boolean {
  if (pattern === origin) return true;
  const m = /^(https?):\/\/\*\.([^/*]+)$/.exec(pattern);
  if (!m) return false;
  try {
    const u = new URL(origin);
    return u.protocol === `${m[1]}:` && u.host.endsWith(`.${m[2]}`) && u.origin === origin;
  } catch {
    return false;
  }
}

export const isOriginAllowed = (origin: string, allowed: readonly string[]) => allowed.some((p) => originMatches(origin, p));

type FramedWindow = Pick<Window, 'top' | 'self'> & {
  location: { origin: string; ancestorOrigins?: ArrayLike<string> };
  document: { referrer: string };
};

/**
 * The origins framing this window, nearest first; [] when it is not framed, null when it is framed by origins
 * the browser does not tell (no ancestorOrigins and no referrer): such a window must be treated as foreign.
 */
export function framingOrigins(win: FramedWindow): string[] | null {
  if (win.top === win.self) return [];
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return Array.from(ancestors);
  try {
    return win.document.referrer ? [new URL(win.document.referrer).origin] : null;
  } catch {
    return null;
  }
}

export type FramingVerdict = { ok: true; framedBy: string | null } | { ok: false; framedBy: string | null };

/** Whether the page may run: not framed, or framed only by its own origin or the allowed ones. */
export function checkFraming(win: FramedWindow, allowed: readonly string[]): FramingVerdict {
  const origins = framingOrigins(win);
  if (origins === null) return { ok: false, framedBy: null };
  const foreign = origins.find((o) => o !== win.location.origin && !isOriginAllowed(o, allowed));
  if (foreign !== undefined) return { ok: false, framedBy: foreign };
  return { ok: true, framedBy: origins[0] ?? null };
}

/** Checks a list of allowed origins from configuration: each an http(s) origin, optionally with `*.` in the host. */
export function parseAllowedOrigins(v: unknown, field: string): string[] {
  if (v === undefined) return [];
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string' && /^https?:\/\/(\*\.)?[^/*\s]+\/?$/.test(x))) {
    throw new Error(`${field} must be a list of origins such as "https://crm.example.com" or "https://*.my.connect.aws"`);
  }
  return v.map((x: string) => x.replace(/\/+$/, ''));
}
