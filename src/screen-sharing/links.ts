import type { AmazonConnectApp } from '@amazon-connect/app';
import { SCREEN_SHARING_TOPIC, parseMessage, type PanelMessage, type ViewMessage } from '../shared/screen-sharing/messages';

/** How the view talks to the panel: a same-origin popup, or a workspace tab over app-to-app events. */
export interface Link {
  send(msg: ViewMessage): void;
  listen(handler: (msg: PanelMessage) => void): void;
}

/** Popup: only our origin, and only the window that opened us, may talk to us. */
export function popupLink(opener: Window): Link {
  const origin = location.origin;
  return {
    send: (msg) => opener.postMessage(msg, origin),
    listen: (handler) =>
      window.addEventListener('message', (evt) => {
        if (evt.origin !== origin || evt.source !== opener) return;
        const msg = parseMessage(evt.data, 'panel');
        if (msg) handler(msg);
      }),
  };
}

export function workspaceLink(provider: AmazonConnectApp): Link {
  return {
    send: (msg) => provider.publish(SCREEN_SHARING_TOPIC, msg),
    listen: (handler) =>
      provider.subscribe(SCREEN_SHARING_TOPIC, async (data: unknown) => {
        const msg = parseMessage(data, 'panel');
        if (msg) handler(msg);
      }),
  };
}

