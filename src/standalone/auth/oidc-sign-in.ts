import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { AccessTokenPort } from '../../shared/back-end-access/access-token-port';
import { appBase } from '../../shared/ui/app/router';
import type { PanelConfig } from '../config';

/** The panel's sign-in callback, beside index.html (one level deep: the page's scripts resolve as at the root). */
export const CALLBACK_PATH = 'signed-in';
/** Every request to the identity provider gives up after this long. */
const REQUEST_TIMEOUT_S = 10;

const callbackUrl = () => new URL(`${appBase()}${CALLBACK_PATH}`, location.origin).href;

function userManager(auth: NonNullable<PanelConfig['auth']>) {
  // The tab's session storage: the tokens last as long as the tab, are not shared with other tabs or sites, and are
  // never put in a URL (only the one-time code is, on the way back, and it is taken out at once).
  const store = new WebStorageStateStore({ store: sessionStorage });
  return new UserManager({
    authority: auth.issuer,
    client_id: auth.clientId,
    redirect_uri: callbackUrl(),
    scope: auth.scope,
    response_type: 'code',
    response_mode: 'query',
    userStore: store,
    stateStore: store,
    // Renewed when needed (backEndFetch asks), with the refresh token: no timer, no hidden frame.
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    requestTimeoutInSeconds: REQUEST_TIMEOUT_S,
  });
}

const returnTo = () => `${location.pathname}${location.search}${location.hash}`;

/**
 * Signs the agent in to the company's identity provider (authorization code with PKCE) before the panel starts,
 * and answers the access-token port. Without a sign-in in this tab the page goes to the identity provider and this
 * never resolves; back at the callback it redeems the code and puts back the address the agent opened. A failed
 * sign-in does not stop the panel: its back-end features say the sign-in ended (a reload signs in again).
 */
export async function signIn(auth: NonNullable<PanelConfig['auth']>): Promise<AccessTokenPort> {
  const manager = userManager(auth);
  let user: User | null = null;
  let failed = false;
  if (location.pathname === new URL(callbackUrl()).pathname) {
    try {
      user = await manager.signinRedirectCallback();
    } catch {
      failed = true;
    }
    // The code and state leave the address bar (and the history) before anything else runs.
    const target = typeof user?.state === 'string' && user.state.startsWith('/') && !user.state.startsWith('//') ? user.state : appBase();
    history.replaceState(null, '', target);
  } else {
    user = await manager.getUser().catch(() => null);
    if (user?.expired) user = await manager.signinSilent().catch(() => null);
    if (!user) {
      await manager.signinRedirect({ state: returnTo() });
      return new Promise<never>(() => undefined);
    }
  }
  let renewing: Promise<string> | null = null;
  const renew = () =>
    // One renewal at a time: calls that find the token expired together share it.
    (renewing ??= manager
      .signinSilent()
      .then((u) => {
        if (!u) throw new Error('The identity provider gave no token');
        return u.access_token;
      })
      .finally(() => (renewing = null)));
  return {
    async token() {
      if (failed) throw new Error('The sign-in failed');
      const current = await manager.getUser();
      if (!current) throw new Error('Not signed in');
      return current.expired ? renew() : current.access_token;
    },
    renew: () => (failed ? Promise.reject(new Error('The sign-in failed')) : renew()),
  };
}
