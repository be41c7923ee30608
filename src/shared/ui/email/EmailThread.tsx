import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EmailBody, EmailThreadEntry } from '../../model';
import { emailSnippet } from '../../rules/email-body';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Button } from '../common';
import { EmailMessageView, formatAddress } from './EmailMessageView';

/**
 * The earlier emails of the conversation. Which there are is asked when the email shows, so 'Show earlier emails'
 * appears only where there are some; each entry names its sender and begins its text, and opens on demand.
 */
export function EmailThread({ contactId }: { contactId: string }) {
  const model = useModel();
  const thread = useValue(model.email.get(contactId).thread);
  const [open, setOpen] = useState(false);
  useEffect(() => void model.email.loadThread(contactId), [model, contactId]);
  // Nothing to show: no button (a failure still offers it, to say so).
  if (thread.state === 'idle' || thread.state === 'loading' || (thread.state === 'loaded' && thread.value.length === 0)) return null;
  return (
    <section className="email-thread">
      <Button variant="link" aria-expanded={open} onClick={() => setOpen(!open)}>
        <FormattedMessage id={open ? 'email.thread.hide' : 'email.thread.show'} />
      </Button>
      {open && thread.state === 'failed' && (
        <p role="alert" className="email-error">
          <FormattedMessage id="email.thread.failed" />
        </p>
      )}
      {open && thread.state === 'loaded' && (
        <ol className="email-thread-list">
          {thread.value.map((t) => (
            <ThreadItem key={t.contactId} entry={t} activeContactId={contactId} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** The text an email begins with: an HTML body read through an inert document (nothing in it runs or loads). */
function bodyText(body: EmailBody | null): string {
  if (!body) return '';
  if (body.type === 'text/plain') return body.content;
  return new DOMParser().parseFromString(body.content, 'text/html').body.textContent ?? '';
}

function ThreadItem({ entry, activeContactId }: { entry: EmailThreadEntry; activeContactId: string }) {
  const model = useModel();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Its sender and first words come with its content, fetched in the context of the email the agent is viewing.
  const message = useValue(model.email.get(entry.contactId).message);
  useEffect(() => void model.email.load(entry.contactId, activeContactId), [model, entry.contactId, activeContactId]);
  const loaded = message.state === 'loaded' ? message.value : null;
  const sent = entry.initiationMethod !== 'INBOUND' && entry.initiationMethod !== 'TRANSFER';
  const when = entry.receivedAt !== undefined ? intl.formatDate(entry.receivedAt, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  const snippet = loaded ? emailSnippet(bodyText(loaded.body)) : '';
  return (
    <li>
      <Button variant="inline" icon={open ? 'sectionOpen' : 'sectionClosed'} aria-expanded={open} onClick={() => setOpen(!open)} className="email-thread-entry">
        {loaded?.from && (
          <>
            <bdi className="email-thread-sender">{formatAddress(loaded.from)}</bdi>{' '}
          </>
        )}
        <span className="email-thread-when">
          <FormattedMessage id={sent ? 'email.thread.sent' : 'email.thread.received'} values={{ when }} />
        </span>
        {snippet && (
          <>
            {' '}
            <bdi className="email-thread-snippet" dir="auto">
              {snippet}
            </bdi>
          </>
        )}
      </Button>
      {open && <EmailMessageView contactId={entry.contactId} activeContactId={activeContactId} headingLevel={4} />}
    </li>
  );
}
