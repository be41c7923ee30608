/** The SDK channel's opening message (@amazon-connect/site's SiteProxy), which hands the page its MessagePort. */
const SDK_CHANNEL_INIT = 'cross-domain-adapter-init';

const isObject = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;

/**
 * The Amazon Connect SDK code inside streams reads `evt.data.type` of every message posted to the panel's window,
 * and `"type" in data` of every message on its SDK channel port, before any check: a `null` posted by any page
 * (or anything but an object on the channel) throws a page error. Such messages carry nothing for anyone, so they
 * are stopped before streams' listeners see them: on the window (a capture listener runs before the library's) and
 * on each SDK channel port as it is handed over (this listener is added before the library sets its `onmessage`).
 */
export function guardEmptyMessages(win: Window = window): void {
  const dropOnPort = (e: MessageEvent) => {
    if (!isObject(e.data)) e.stopImmediatePropagation();
  };
  win.addEventListener(
    'message',
    (e) => {
      if (e.data === null || e.data === undefined) return e.stopImmediatePropagation();
      if (isObject(e.data) && e.data.type === SDK_CHANNEL_INIT) e.ports[0]?.addEventListener('message', dropOnPort);
    },
    { capture: true },
  );
}
