import type { ContactCentre } from '../centre/centre.ts';
import type { TurnCredentials, TurnServer } from './turn-server.ts';

/** A call's relay user is `<agent>.<callContextToken>` (ContactCentre.softphoneMediaInfo). */
const CALL_USER = /\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The callContextTokens of the softphone legs still in a contact (agents' and monitoring supervisors'). */
export function liveCallTokens(centre: Pick<ContactCentre, 'contacts' | 'monitors'>): Set<string> {
  const legs = [...centre.contacts.flatMap((c) => c.connections), ...centre.monitors.map((s) => s.connection)];
  return new Set(legs.flatMap((k) => (k.softphoneMediaInfo ? [k.softphoneMediaInfo.callContextToken] : [])));
}

/**
 * The TURN credentials given to calls, revoked once their call has ended. A credential is issued before its leg
 * joins a contact, so it is only revoked after it was seen in one (standby and network-test users are no call's).
 */
export class CallCredentials {
  private issued = new Map<string, { token: string; seen: boolean }>();

  constructor(private turn: Pick<TurnServer, 'credentials' | 'revoke'>) {}

  issue(user: string, lifetimeSeconds: number): TurnCredentials {
    const token = CALL_USER.exec(user)?.[1];
    if (token) this.issued.set(user, { token, seen: false });
    return this.turn.credentials(user, lifetimeSeconds);
  }

  revokeEnded(live: ReadonlySet<string>) {
    for (const [user, call] of this.issued) {
      if (live.has(call.token)) call.seen = true;
      else if (call.seen) {
        this.turn.revoke(user);
        this.issued.delete(user);
      }
    }
  }
}
