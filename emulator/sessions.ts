import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { cookies } from './web/http.ts';

/**
 * Sign-in sessions. The login page sets a cookie; the ccp-v2 page hands that session's token to streams'
 * worker as its auth token, and every CTI call names its agent through it.
 */
export class Sessions {
  private byToken = new Map<string, string>();

  constructor(readonly cookieName: string) {}

  signIn(username: string): string {
    const token = `cl-${randomBytes(18).toString('base64url')}`;
    this.byToken.set(token, username);
    return token;
  }

  signOut(token: string | undefined) {
    if (token) this.byToken.delete(token);
  }

  username(token: string | undefined): string | undefined {
    return token ? this.byToken.get(token) : undefined;
  }

  fromCookie(req: IncomingMessage): { token: string; username: string } | undefined {
    const token = cookies(req)[this.cookieName];
    const username = this.username(token);
    return token && username ? { token, username } : undefined;
  }

  setCookie(token: string): string {
    return `${this.cookieName}=${token}; Path=/; HttpOnly; SameSite=Lax`;
  }

  clearCookie(): string {
    return `${this.cookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
  }

  clear() {
    this.byToken.clear();
  }
}
