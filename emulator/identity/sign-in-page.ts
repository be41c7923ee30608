import { escapeHtml } from '../web/http.ts';

/** The authorization request's parameters, carried through the sign-in form unchanged. */
export type AuthorizationParams = Record<string, string>;

/**
 * The identity provider's sign-in page: a form, no script (its CSP allows none). Posting it answers the
 * authorization request as the chosen user; the user signed in to Connect Local (or the default agent) is
 * preselected, as a company's identity provider remembers who signs in on a computer.
 */
export const signInPage = (users: { username: string; name: string }[], selected: string | undefined, params: AuthorizationParams, message = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to Connect Local's identity provider</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem;max-width:40rem}select,button{font:inherit;margin:.5rem 0;display:block;max-width:100%}</style>
</head><body><main><h1>Sign in to Connect Local's identity provider</h1>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}<p>The contact control panel asks who you are, to call its back ends as you.</p>
<form method="post" action="authorize">
${Object.entries(params).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('\n')}
<label for="username">User</label>
<select id="username" name="username">${users.map((u) => `<option value="${escapeHtml(u.username)}"${u.username === selected ? ' selected' : ''}>${escapeHtml(u.name)} (${escapeHtml(u.username)})</option>`).join('')}</select>
<button type="submit">Sign in</button>
</form></main></body></html>`;

/** An authorization request that cannot be sent back to the client (unknown client or redirect URI): RFC 6749 §4.1.2.1. */
export const authorizationErrorPage = (message: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in request refused</title></head>
<body><main><h1>Sign-in request refused</h1><p role="alert">${escapeHtml(message)}</p></main></body></html>`;
