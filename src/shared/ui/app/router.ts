import { effect } from '../../model/signals';
import type { CcpModel, Route } from '../../model';
import { activationLeft, type ChannelActivation } from '../../rules/channel-activation';
import { emptyChannelViewRoute, routeOfChannel, type ChannelRoute } from '../../rules/channels';

const ROUTES: readonly Route[] = ['softphone', 'chat', 'task', 'email', 'settings', 'task-list'];
/** Email also lives under ccp-v2/email (chat/task/email §2), as in the hosted CCP's paths. */
const EMAIL_ALIAS = /^ccp-v2\/email(?=\/|$)/;

/**
 * Keeps the browser location and the model's view in step: the path names the channel route, the hash the
 * shown contact (#<contactId>). Paths are relative to where the panel is served from, so it can live under
 * any base path. Returns a function that stops it.
 */
export function startRouter(model: CcpModel, win: Window = window): () => void {
  const base = appBase(win);
  // /channel-view with no channel after it: it has its own order (task before chat), not the default channel's.
  let emptyChannelView = false;

  const read = (origin: 'asked' | 'redirect' = 'asked') => {
    const path = win.location.pathname;
    const rest = path.startsWith(base) ? path.slice(base.length).replace(/\/+$/, '') : path;
    const channelView = rest.startsWith('channel-view/') || rest === 'channel-view';
    const inView = channelView ? rest.slice('channel-view'.length).replace(/^\//, '') : rest;
    // A route is the whole rest of the path: /softphone/extra or /nonsense/path is unknown, and goes to the default.
    const segment = inView.replace(EMAIL_ALIAS, 'email');
    emptyChannelView = channelView && inView === '';
    model.view.setChannelView(channelView);
    model.view.setRoute((ROUTES as readonly string[]).includes(segment) ? (segment as Route) : null);
    model.view.setHash(decodeURIComponent(win.location.hash.replace(/^#/, '')) || null, origin);
  };

  const go = (route: Route, hash: string | null, replace: boolean) => {
    const prefix = model.view.channelView.peek() ? 'channel-view/' : '';
    const url = `${base}${prefix}${route}${hash ? `#${encodeURIComponent(hash)}` : ''}`;
    if (url === `${win.location.pathname}${win.location.hash}`) return;
    win.history[replace ? 'replaceState' : 'pushState'](null, '', url);
    read('redirect');
  };

  const readAsked = () => read('asked');
  readAsked();
  win.addEventListener('popstate', readAsked);
  win.addEventListener('hashchange', readAsked);

  const stops = [
    // Unknown paths go to the agent's default channel once the agent is initialised; an empty channel view to
    // softphone, else task, else chat (shell §2).
    effect(() => {
      if (!model.agent.isInitialized.value || model.view.route.value !== null) return;
      if (emptyChannelView) return go(emptyChannelViewRoute(model.agent.enabledChannels.value) ?? 'settings', null, true);
      const channel = model.agent.defaultChannel.value;
      go(channel ? routeOfChannel(channel) : 'settings', null, true);
    }),
    // The model moved the view (a closed contact's neighbour, or none left): the URL follows, so it never names a
    // contact that is gone.
    effect(() => {
      const id = model.view.hashContactId.value;
      const route = model.view.route.value;
      if (route === null) return;
      const inUrl = decodeURIComponent(win.location.hash.replace(/^#/, '')) || null;
      if (id !== inUrl) go(route, id, true);
    }),
    // With contacts and no valid hash, show the first; with none, the channel's home.
    effect(() => {
      const redirect = model.view.hashRedirect.value;
      const route = model.view.route.value;
      if (redirect === undefined || route === null) return;
      go(route, redirect || null, true);
    }),
    // A stored channel activation ends once the agent leaves the view it opened (another tab, or a contact shown
    // in its place), so it neither reopens that view later nor keeps the host from hearing the viewed contact.
    effect(() => {
      const where = { route: model.view.route.value, shownContactId: model.view.shownContactId.value };
      if (activationLeft(model.view.viewTypeOverride.value, where)) model.view.setViewTypeOverride(null);
    }),
  ];

  return () => {
    win.removeEventListener('popstate', readAsked);
    win.removeEventListener('hashchange', readAsked);
    for (const stop of stops) stop();
  };
}

/** Navigates within the panel (a tab click, a contact pick). */
export function navigate(model: CcpModel, route: Route, contactId: string | null = null, win: Window = window) {
  const base = appBase(win);
  const prefix = model.view.channelView.peek() ? 'channel-view/' : '';
  win.history.pushState(null, '', `${base}${prefix}${route}${contactId ? `#${encodeURIComponent(contactId)}` : ''}`);
  win.dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * Activates a channel with a view type (chat/task/email §2): goes to /{mediaType} and stores viewType, mediaType
 * and source in local storage, so the view it names is what the channel shows, after a reload too.
 */
export function activateChannel(model: CcpModel, activation: ChannelActivation & { mediaType: ChannelRoute }, win: Window = window) {
  // The route first: stored while still on another route, the activation would count as left at once.
  navigate(model, activation.mediaType, null, win);
  model.view.setViewTypeOverride(activation);
}

/** Where the panel's own files are, when the start-up code knows it (the folder of main.js). */
let knownBase: string | null = null;

/**
 * The start-up code tells where main.js was loaded from. Under an unknown deep path (/nonsense/path) the folder
 * cannot be read from the location: the host sent main.js from the panel's folder (see README), and that is the base.
 */
export function setAppBase(moduleUrl: string) {
  knownBase = new URL('./', moduleUrl).pathname;
}

/** The folder the panel is served from: where main.js came from, else read from the location. */
export function appBase(win: Pick<Window, 'location'> = window): string {
  return knownBase ?? basePath(win.location.pathname);
}

/** The folder the panel is served from, read from a location: everything before a known route segment. */
export function basePath(pathname: string): string {
  const parts = pathname.split('/');
  const found = parts.findIndex((p) => (ROUTES as readonly string[]).includes(p) || p === 'channel-view');
  // ccp-v2 before email is part of the route, not of the folder the panel is served from.
  const at = found > 0 && parts[found] === 'email' && parts[found - 1] === 'ccp-v2' ? found - 1 : found;
  const kept = at === -1 ? parts.slice(0, parts[parts.length - 1]?.includes('.') ? -1 : undefined) : parts.slice(0, at);
  const joined = kept.join('/');
  return joined.endsWith('/') ? joined : `${joined}/`;
}

/**
 * The task-list sub-view (chat/task/email §2): a window that shows only the task list, beside the agent's main
 * window. It skips softphone set-up (shell §2): calls are carried by a window that can show them.
 */
export function isTaskListView(win: Pick<Window, 'location'> = window): boolean {
  const base = appBase(win);
  const path = win.location.pathname;
  const rest = path.startsWith(base) ? path.slice(base.length).replace(/\/+$/, '') : path;
  return rest === 'task-list';
}
