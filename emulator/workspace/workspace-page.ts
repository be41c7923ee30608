/**
 * The page at ${instance}/workspace/: Connect Local playing the agent workspace. Apps sit in tabs; their contact
 * and voice requests go to Connect Local as JSON (POST /connect/workspace/sdk), and the contact centre's changes
 * come back as SDK topics over an event stream (/connect/workspace/events). Bundled by build.mjs into
 * dist/emulator/workspace-page.js.
 */
import type { RequestMessage } from '@amazon-connect/core';
import type { SdkAnswer, SdkEvent } from '../ccp/sdk-routes.ts';
import { postToConnectLocal } from '../ccp/page-relay.ts';
import type { RequestOutcome } from '../ccp/sdk-subject.ts';
import { WorkspaceHost, type CatalogEntry, type TabView } from './workspace-host.ts';

interface PageConfig {
  instanceUrl: string;
  region: string;
  apps: (CatalogEntry & { pinned: boolean })[];
}

const config = JSON.parse(document.getElementById('connect-local-config')!.textContent!) as PageConfig;
const tabsEl = document.getElementById('tabs')!;
const panelsEl = document.getElementById('panels')!;
const logEl = document.getElementById('log')!;

function log(text: string) {
  const li = document.createElement('li');
  li.textContent = text;
  logEl.append(li);
  li.scrollIntoView({ block: 'nearest' });
}

/** The SDK promises Dates for these; JSON carried epoch ms. */
const DATE_FIELDS = new Set(['startTimestamp', 'queueTimestamp']);
function withDates<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withDates) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = DATE_FIELDS.has(k) && typeof v === 'number' ? new Date(v) : withDates(v);
  return out as T;
}

const tabs: TabView = {
  openTab(instanceId, title, focus) {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.setAttribute('role', 'tab');
    tab.id = `tab-${instanceId}`;
    tab.textContent = title;
    tab.dataset.instanceId = instanceId;
    tab.setAttribute('aria-controls', `panel-${instanceId}`);
    tab.onclick = () => tabs.focusTab(instanceId);
    tabsEl.append(tab);
    const panel = document.createElement('div');
    panel.setAttribute('role', 'tabpanel');
    panel.id = `panel-${instanceId}`;
    panel.dataset.instanceId = instanceId;
    panel.setAttribute('aria-labelledby', tab.id);
    const iframe = document.createElement('iframe');
    iframe.title = title;
    panel.append(iframe);
    panelsEl.append(panel);
    if (focus || panelsEl.children.length === 1) tabs.focusTab(instanceId);
    else panel.hidden = true;
    return iframe;
  },
  focusTab(instanceId) {
    for (const el of panelsEl.querySelectorAll<HTMLElement>('[role=tabpanel]')) el.hidden = el.dataset.instanceId !== instanceId;
    for (const el of tabsEl.querySelectorAll<HTMLElement>('[role=tab]')) el.setAttribute('aria-selected', String(el.dataset.instanceId === instanceId));
  },
  closeTab(instanceId) {
    const wasSelected = document.getElementById(`tab-${instanceId}`)?.getAttribute('aria-selected') === 'true';
    document.getElementById(`tab-${instanceId}`)?.remove();
    document.getElementById(`panel-${instanceId}`)?.remove();
    const first = tabsEl.querySelector<HTMLElement>('[role=tab]');
    if (wasSelected && first?.dataset.instanceId) tabs.focusTab(first.dataset.instanceId);
  },
};

async function relay(msg: RequestMessage): Promise<RequestOutcome> {
  const res = await postToConnectLocal('/connect/workspace/sdk', { namespace: msg.namespace, command: msg.command, data: msg.data });
  if (!res.ok) return { isError: true, errorKey: res.type === 'UnauthorizedException' ? 'unauthorized' : 'connectLocalUnavailable', reason: res.message };
  const answer = res.body as SdkAnswer;
  if (answer.isError) return answer;
  queueMicrotask(() => {
    for (const e of answer.events) host.publish(e.topic, withDates(e.data));
  });
  return { isError: false, ...(answer.data === undefined ? {} : { data: withDates(answer.data) }) };
}

const host = new WorkspaceHost(config.apps, config.region, tabs, relay, log);

// The centre's changes, as SDK topics. EventSource reconnects by itself after a drop.
const stream = new EventSource('/connect/workspace/events');
stream.addEventListener('sdk', (evt) => {
  for (const e of JSON.parse((evt as MessageEvent<string>).data) as SdkEvent[]) host.publish(e.topic, withDates(e.data));
});
stream.addEventListener('error', () => log('Lost the connection to Connect Local; retrying'));

// Pinned apps open with the workspace, as an admin's default apps do.
for (const app of config.apps) if (app.pinned) host.launch(app.manifest.Name, {}, { type: 'internal', name: 'workspace' } as never);
