import { signal, type ReadonlySignal } from '../../model/signals';
import type { NotificationPermissionState } from '../../rules/desktop-notifications';

/**
 * The browser's Notification API, for the panel's desktop notifications. Only a top-level page uses it: in a
 * frame (the agent workspace, a CRM) browsers refuse or hide the permission request, and notifying is the host's
 * business there.
 */
function read(): NotificationPermissionState {
  try {
    if (typeof Notification === 'undefined' || window.top !== window.self || !window.isSecureContext) return 'unsupported';
    return Notification.permission as NotificationPermissionState;
  } catch {
    // window.top can throw in odd sandboxes; no notifications there.
    return 'unsupported';
  }
}

const permission = signal<NotificationPermissionState>(read());

export const notificationPermission: ReadonlySignal<NotificationPermissionState> = permission;

/** Asks the browser (call it from the agent's click: browsers ignore or quieten requests made without one). */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (read() === 'unsupported') return (permission.value = 'unsupported');
  try {
    await Notification.requestPermission();
  } catch {
    // Older browsers take a callback and return nothing; the permission is read below either way.
  }
  return (permission.value = read());
}

/** Shows a notification; answers a function that closes it (a no-op when none could be shown). */
export function showNotification(title: string, options: { body: string; tag: string; onClick: () => void }): () => void {
  if (read() !== 'granted') return () => undefined;
  try {
    const n = new Notification(title, { body: options.body, tag: options.tag });
    n.onclick = () => {
      window.focus();
      options.onClick();
      n.close();
    };
    return () => n.close();
  } catch {
    return () => undefined;
  }
}

/** The page is out of sight (another tab, a minimised window) or another window has the focus. */
export function pageVisible(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}
