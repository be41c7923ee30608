import type { ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import { escapeHtml, scriptJson, sendFile, sendHtml, sendJson } from '../web/http.ts';

/**
 * Connect Local's CRM demo at /crm/: a page that frames the panel, shows the customer's record when a contact is
 * offered, lists the embedding API's events and dials through a link and through the API. The test bed for the
 * CRM integration (README: Integrate with your CRM). The panel it frames is ?panel=<origin>, one of the approved
 * panel origins (the first by default); that panel's config.json must list this origin in allowedFramingOrigins.
 */
export const CRM_PATH = '/crm/';

const page = (panelOrigin: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connect Local CRM</title><link rel="stylesheet" href="/crm/crm-page.css"></head><body>
<header><h1>Connect Local CRM</h1></header>
<main>
<iframe name="ccp-panel" title="Contact Control Panel" src="${escapeHtml(panelOrigin)}/" allow="microphone; camera; autoplay; display-capture; clipboard-write"></iframe>
<div class="crm-side">
<section aria-labelledby="record-heading"><h2 id="record-heading">Customer record</h2><div id="record" aria-live="polite"><p>No customer yet.</p></div></section>
<section aria-labelledby="dial-heading"><h2 id="dial-heading">Call a customer</h2>
<p><a href="${escapeHtml(panelOrigin)}/dial?number=%2B12065550100" target="ccp-panel">Call +1 206 555 0100</a> (a click-to-dial link)</p>
<form id="dial-form"><label for="dial-number">Number</label> <input id="dial-number" type="tel" value="+12065550100"> <button type="submit">Dial through the API</button></form>
<p id="command-status" role="status"></p></section>
<section aria-labelledby="events-heading"><h2 id="events-heading">Panel events</h2><div role="log" aria-labelledby="events-heading"><ul id="events"></ul></div></section>
</div></main>
<script id="crm-config" type="application/json">${scriptJson({ panelOrigin })}</script>
<script type="module" src="/crm/crm-page.js"></script>
</body></html>`;

/** Answers /crm/ and its files; false for any other path. */
export async function handleCrm(res: ServerResponse, path: string, query: URLSearchParams, panelOrigins: readonly string[], distDir: string): Promise<boolean> {
  if (path === '/crm') return (res.writeHead(302, { Location: CRM_PATH }).end(), true);
  if (!path.startsWith(CRM_PATH)) return false;
  if (path === CRM_PATH) {
    const wanted = query.get('panel');
    const panelOrigin = wanted && panelOrigins.includes(wanted) ? wanted : panelOrigins[0];
    if (!panelOrigin) return (sendJson(res, 404, { message: 'No panel origin is approved yet: start the panel host first' }), true);
    // The framed panel signs the agent in inside its frame, at the identity provider (Connect Local's own /oidc), so
    // the frame may also show this origin: a CRM embedding the panel allows its identity provider the same way.
    sendHtml(res, page(panelOrigin), { 'Content-Security-Policy': `default-src 'self'; script-src 'self'; frame-src ${panelOrigin} 'self'; style-src 'self'` });
    return true;
  }
  const file = normalize(join(distDir, 'crm', path.slice(CRM_PATH.length)));
  if (!file.startsWith(join(distDir, 'crm'))) return (sendJson(res, 404, { message: 'Not found' }), true);
  await sendFile(res, file);
  return true;
}
