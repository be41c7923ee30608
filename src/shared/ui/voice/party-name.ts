import { useIntl } from 'react-intl';
import type { Connection } from '../../model';

/** How a party is named: its quick connect name, else its endpoint name, else its number. */
export function usePartyName() {
  const intl = useIntl();
  return (c: Connection) =>
    c.quickConnectName ?? c.endpoint.displayName ?? c.endpoint.name ?? c.endpoint.phoneNumber ?? intl.formatMessage({ id: 'voice.unknownCaller' });
}
