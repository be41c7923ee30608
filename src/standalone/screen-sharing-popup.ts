/**
 * The standalone page's screen-sharing transport: a 1280x720 popup at the 'screen-sharing' path on the panel's own
 * origin (spec §2), talked to with window.postMessage. Both checks guard every message: it must come from our
 * origin (event.origin) and from the very popup opened for that contact (event.source), and we post only to our
 * origin, so a page that navigated the popup elsewhere never receives contact data.
 */
import { SCREEN_SHARING_WINDOW, parseMessage, type ContactSummary, type PanelMessage, type ViewMessage } from '../shared/screen-sharing/messages';
import type { ScreenSharingTransport } from '../shared/screen-sharing/panel-side';

export function popupTransport(win: Window = window): ScreenSharingTransport {
  const origin = win.location.origin;
  const popups = new Map<string, Window>();
  const viewUrl = (contactId: string) => new URL(`/screen-sharing/?contactId=${encodeURIComponent(contactId)}`, win.location.href).href;

  return {
    async open(contact: ContactSummary) {
      const open = popups.get(contact.contactId);
      if (open && !open.closed) return void open.focus();
      const { width, height } = SCREEN_SHARING_WINDOW;
      // A named window: opening again for the same contact reuses it instead of stacking popups.
      const popup = win.open(viewUrl(contact.contactId), `screen-sharing-${contact.contactId}`, `popup,width=${width},height=${height}`);
      if (!popup) throw new Error('The browser blocked the screen-sharing window');
      popups.set(contact.contactId, popup);
    },
    send(message: PanelMessage) {
      const popup = popups.get(message.contactId);
      if (popup && !popup.closed) popup.postMessage(message, origin);
    },
    async close(contactId) {
      popups.get(contactId)?.close();
      popups.delete(contactId);
    },
    onMessage(handler: (message: ViewMessage) => void) {
      const listener = (evt: MessageEvent) => {
        if (evt.origin !== origin) return;
        const msg = parseMessage(evt.data, 'view');
        if (!msg || evt.source !== popups.get(msg.contactId)) return;
        handler(msg);
      };
      win.addEventListener('message', listener);
      return () => win.removeEventListener('message', listener);
    },
  };
}
