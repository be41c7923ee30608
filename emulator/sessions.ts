import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { cookies } from './web/http.ts';

/** How long a sign-in lasts, as an Amazon Connect agent session does at most: 12 hours. */
export const SESSION_SECONDS = 12 * 60 * 60;

/**
 * Sign-in sessions. The login page sets a cookie; the ccp-v2 page hands that session's token to streams'
 * worker as its auth token, and every CTI call names its agent through it. Tokens expire: an expired one is
 * refused (401) everywhere, and GetNewAuthToken and /auth/authorize tell the real expiry, never a year.
 */
export class Sessions {
  private byToken = new Map<string, { username: string; expires: number }>();

  private readonly sameSite: string;

  constructor(
    readonly cookieName: string,
    options: { crossSite?: boolean } = {},
    private readonly ttlSeconds = SESSION_SECONDS,
    private readonly now: () => number = Date.now,
  ) {
    // A CCP frame on another site than its panel (as in production) only gets a cookie that allows it.
    this.sameSite = options.crossSite ? 'SameSite=None; Secure' : 'SameSite=Lax';
  }

  signIn(username: string): string {
    const token = `cl-${randomBytes(18).toString('base64url')}`;
    const now = this.now();
    for (const [t, s] of this.byToken) if (s.expires <= now) this.byToken.delete(t);
    this.byToken.set(token, { username, expires: now + this.ttlSeconds * 1000 });
    return token;
  }

  /** When the token stops working (epoch ms), or undefined for an unknown or expired token. */
  expiresAt(token: string | undefined): number | undefined {
    const s = token ? this.byToken.get(token) : undefined;
    return s && s.expires > this.now() ? s.expires : undefined;
  }

  signOut(token: string | undefined) {
    if (token) this.byToken.delete(token);
  }

  username(token: string | undefined): string | undefined {
    return this.expiresAt(token) !== undefined ? this.byToken.get(token!)!.username : undefined;
  }

  fromCookie(req: IncomingMessage): { token: string; username: string } | undefined {
    const token = cookies(req)[this.cookieName];
    const username = this.username(token);
    return token && username ? { token, username } : undefined;
  }

  setCookie(token: string): string {
    return `${this.cookieName}=${token}; Path=/; HttpOnly; ${this.sameSite}; Max-Age=${this.ttlSeconds}`;
  }

  clearCookie(): string {
    return `${this.cookieName}=; Path=/; Max-Age=0; ${this.sameSite}`;
  }

  clear() {
    this.byToken.clear();
  }
}
