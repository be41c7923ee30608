import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EmailThreadEntry } from '../../model';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Button } from '../common';
import { EmailMessageView } from './EmailMessageView';

/** The earlier emails of the conversation, each opened on demand (its content is fetched then). */
export function EmailThread({ contactId }: { contactId: string }) {
  const model = useModel();
  const thread = useValue(model.email.get(contactId).thread);
  const [open, setOpen] = useState(false);
  const toggle = () => {
    if (!open) void model.email.loadThread(contactId);
    setOpen(!open);
  };
  return (
    <section className="email-thread">
      <Button variant="link" aria-expanded={open} onClick={toggle}>
        <FormattedMessage id={open ? 'email.thread.hide' : 'email.thread.show'} />
      </Button>
      {open && thread.state === 'loading' && (
        <p role="status">
          <FormattedMessage id="email.loading" />
        </p>
      )}
      {open && thread.state === 'failed' && (
        <p role="alert" className="email-error">
          <FormattedMessage id="email.thread.failed" />
        </p>
      )}
      {open && thread.state === 'loaded' && (thread.value.length === 0 ? (
        <p><FormattedMessage id="email.thread.empty" /></p>
      ) : (
        <ol className="email-thread-list">
          {thread.value.map((t) => (
            <ThreadItem key={t.contactId} entry={t} activeContactId={contactId} />
          ))}
        </ol>
      ))}
    </section>
  );
}

function ThreadItem({ entry, activeContactId }: { entry: EmailThreadEntry; activeContactId: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const sent = entry.initiationMethod !== 'INBOUND' && entry.initiationMethod !== 'TRANSFER';
  const when = entry.receivedAt !== undefined ? intl.formatDate(entry.receivedAt, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return (
    <li>
      <Button
        variant="inline"
        icon={open ? 'sectionOpen' : 'sectionClosed'}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <FormattedMessage id={sent ? 'email.thread.sent' : 'email.thread.received'} values={{ when }} />
      </Button>
      {/* Thread emails are fetched in the context of the email the agent is viewing. */}
      {open && <EmailMessageView contactId={entry.contactId} activeContactId={activeContactId} headingLevel={4} />}
    </li>
  );
}
