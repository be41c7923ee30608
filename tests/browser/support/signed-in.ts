import type { BrowserContext } from 'playwright-core';
import { connectLocalPanelConfig } from '../../../emulator/panel-host.ts';
import type { ConnectLocal } from '../../../emulator/server.ts';

/**
 * Every page of the context starts signed in to Connect Local's identity provider as the default agent: a token it
 * minted, in the tab's session storage where the panel keeps it (oidc-client-ts's key and shape), as a tab that
 * signed in earlier would. Not on Connect Local's own pages (the CCP frame, the sign-in pages).
 */
export async function startSignedIn(context: BrowserContext, connectLocal: Pick<ConnectLocal, 'url' | 'apiUrl'>) {
  const res = await fetch(`${connectLocal.apiUrl}/identity/tokens`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'agent' }) });
  const token = (await res.json()) as { access_token: string; expires_in: number };
  // The authority and client id of the panel's config name the key.
  const { auth } = connectLocalPanelConfig(connectLocal.url);
  const user = { access_token: token.access_token, token_type: 'Bearer', scope: auth.scope, profile: { sub: 'agent' }, expires_at: Math.floor(Date.now() / 1000) + token.expires_in };
  await context.addInitScript(
    ({ instanceOrigin, key, value }) => {
      if (location.origin !== instanceOrigin && location.protocol.startsWith('http') && sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
    },
    { instanceOrigin: new URL(connectLocal.url).origin, key: `oidc.user:${auth.issuer}:${auth.clientId}`, value: JSON.stringify(user) },
  );
}
