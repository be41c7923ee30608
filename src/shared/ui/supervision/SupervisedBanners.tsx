import { FormattedMessage } from 'react-intl';
import type { Contact } from '../../model';
import { Banner } from '../common/Banner';

/**
 * What a supervised agent is told: a manager has joined (barged in on) the call or chat, and, on a call, that the
 * manager muted them. The container is a live region that is always there, so the banners are announced.
 */
export function SupervisedBanners({ contact, channel }: { contact: Contact; channel: 'call' | 'chat' }) {
  const s = contact.supervision;
  return (
    <div className="supervised-banners" role="status">
      {s.isAgentUnderSupervision && <Banner severity="info" title={<FormattedMessage id={`supervision.managerJoined.${channel}`} />} />}
      {s.isForcedMute && <Banner severity="warning" title={<FormattedMessage id="supervision.forcedMute" />} detail={<FormattedMessage id="supervision.forcedMute.detail" />} />}
    </div>
  );
}
