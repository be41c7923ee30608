import type { ReactNode } from 'react';
import type { ContactStatus } from '../../model';
import { ContactDuration } from './ContactDuration';
import { Icon, type IconName } from './Icon';
import './ContactBanner.css';

/** The statuses whose banner shows how long the contact has been in them (chat/task/email §2). */
const TIMED: readonly ContactStatus[] = ['missed', 'rejected', 'connecting', 'connected', 'acw', 'ended', 'paused'];

/**
 * The banner atop a task or an email (chat/task/email §2): its icon, its name as the panel's heading (the id the
 * panel is labelled by), an optional line under the name, and the status in words with its duration.
 */
export function ContactBanner({ contactId, icon, name, badge, detail, status, statusText, durationLabelId }: { contactId: string; icon: IconName; name: string; /** A state beside the name ("Replying"): the channel's icon stays what it is. */ badge?: ReactNode; detail?: ReactNode; status: ContactStatus; statusText: string; durationLabelId: string }) {
  return (
    <header className="contact-banner">
      <Icon name={icon} />
      <div>
        <div className="contact-banner-title">
          <h2 id={`contact-${contactId}-title`}>
            <bdi>{name}</bdi>
          </h2>
          {badge}
        </div>
        {detail && <p className="contact-banner-detail">{detail}</p>}
        <p className="contact-status">
          <span data-testid="contact-status">{statusText}</span>
          {TIMED.includes(status) && <ContactDuration contactId={contactId} labelId={durationLabelId} />}
        </p>
      </div>
    </header>
  );
}
