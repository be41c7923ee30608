import { FormattedMessage } from 'react-intl';
import type { AccessDeniedReason } from '../../model';

/** Non-agents, and users refused by an IP restriction, get this page instead of the panel. */
export function AccessDenied({ reason }: { reason: AccessDeniedReason }) {
  return (
    <main className="access-denied">
      <h1>
        <FormattedMessage id="accessDenied.title" />
      </h1>
      <p>
        <FormattedMessage id={reason === 'ip-restriction' ? 'accessDenied.ip' : 'accessDenied.permission'} />
      </p>
    </main>
  );
}

/** After logging out the panel is gone: the agent is told so and can sign in again. */
export function SignedOut() {
  return (
    <main className="access-denied">
      <h1>
        <FormattedMessage id="signedOut.title" />
      </h1>
      <p>
        <FormattedMessage id="signedOut.detail" />
      </p>
      <p>
        <a href={window.location.pathname}>
          <FormattedMessage id="signedOut.again" />
        </a>
      </p>
    </main>
  );
}
