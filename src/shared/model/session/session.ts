import type { AlertsStore } from '../alerts/alerts';
import { CcpError, isCcpError } from '../../domain/errors';
import type { CcpPort } from '../port';
import { signal, type ReadonlySignal } from '../signals';

export interface SessionStore {
  /** Set while the host warns that the session expires for inactivity: when it will (epoch ms). */
  readonly expiresAt: ReadonlySignal<number | null>;
  applyExpirationWarning(expiresAt: number): void;
  applyWarningCleared(): void;
  /** The host could not extend the session: 'Unable to extend session'. */
  applyExtensionError(): void;
  /** Dismissing the inactivity modal extends the session (chat §session). */
  extend(): Promise<void>;
  /** Set once the agent has logged out: the panel gives way to a signed-out page (§4 login and logout). */
  readonly signedOut: ReadonlySignal<boolean>;
  logout(): Promise<void>;
  /** The host's own client log, as a file for support. */
  downloadLogs(): Promise<void>;
}

export function createSessionStore(deps: { port: CcpPort; alerts: AlertsStore }): SessionStore {
  const { port, alerts } = deps;
  const expiresAt = signal<number | null>(null);
  const signedOut = signal(false);
  const failed = () => alerts.add({ level: 'error', type: 'unable_to_extend_session' });
  return {
    expiresAt,
    signedOut,
    applyExpirationWarning(at) {
      expiresAt.value = at;
    },
    applyWarningCleared() {
      expiresAt.value = null;
      alerts.removeByType('unable_to_extend_session');
    },
    applyExtensionError: failed,
    async extend() {
      if (!port.session?.extendSession) return;
      try {
        await port.session.extendSession();
      } catch (raw) {
        failed();
        throw isCcpError(raw) ? raw : new CcpError('unable_to_extend_session', { cause: raw });
      }
    },
    async downloadLogs() {
      if (!port.session?.downloadLogs) throw new CcpError('unsupported_capability', { message: 'host has no log to download' });
      await port.session.downloadLogs();
    },
    async logout() {
      if (!port.session?.logout) throw new CcpError('unsupported_capability', { message: 'host cannot log out' });
      // The host's logout always finishes (each step is timed out); whatever it met, the session is over here.
      try {
        await port.session.logout();
      } finally {
        signedOut.value = true;
      }
    },
  };
}
