import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { EmailAddress, EmailAttachment, EmailMessage } from '../../model';
import { fileSizeUnit } from '../../rules/email-attachments';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { withoutBidiControls, shownFileName } from '../../rules/bidi-names';
import { Button, FileName } from '../common';
import { EmailBodyView } from './EmailBodyView';

// A sender names themselves: their name is shown without bidi controls (rules/bidi-names).
export const formatAddress = (a: EmailAddress) => (a.displayName ? `${withoutBidiControls(a.displayName)} <${a.address}>` : a.address);

/** The email behind a contact: who it is from and to, the subject, the body and the attachments. */
export function EmailMessageView({ contactId, activeContactId = contactId, headingLevel = 3 }: { contactId: string; activeContactId?: string; headingLevel?: 3 | 4 }) {
  const model = useModel();
  const message = useValue(model.email.get(contactId).message);
  useEffect(() => void model.email.load(contactId, activeContactId), [model, contactId, activeContactId]);
  if (message.state === 'failed') {
    return (
      <div role="alert" className="email-error">
        <FormattedMessage id="email.loadFailed" />{' '}
        <Button variant="link" onClick={() => void model.email.load(contactId, activeContactId)}>
          <FormattedMessage id="email.retry" />
        </Button>
      </div>
    );
  }
  if (message.state !== 'loaded') {
    return (
      <p role="status" className="email-loading">
        <FormattedMessage id="email.loading" />
      </p>
    );
  }
  return <Message m={message.value} activeContactId={activeContactId} headingLevel={headingLevel} />;
}

function Message({ m, activeContactId, headingLevel }: { m: EmailMessage; activeContactId: string; headingLevel: 3 | 4 }) {
  const intl = useIntl();
  const H = `h${headingLevel}` as 'h3';
  const subject = m.subject ?? '';
  return (
    <article className="email-message" aria-label={intl.formatMessage({ id: 'email.message' }, { subject })}>
      <H className="email-subject" dir="auto">
        {subject || <FormattedMessage id="email.noSubject" />}
      </H>
      <dl className="email-headers">
        {m.from && <Header label="email.from" value={formatAddress(m.from)} />}
        {m.to.length > 0 && <Header label="email.to" value={m.to.map(formatAddress).join(', ')} />}
        {m.cc.length > 0 && <Header label="email.cc" value={m.cc.map(formatAddress).join(', ')} />}
        {m.receivedAt !== undefined && (
          <>
            <dt>
              <FormattedMessage id="email.date" />
            </dt>
            <dd>
              <FormattedDate value={m.receivedAt} dateStyle="medium" timeStyle="short" />
            </dd>
          </>
        )}
      </dl>
      {m.body && <EmailBodyView body={m.body} subject={subject} />}
      {m.attachments.length > 0 && <Attachments files={m.attachments} activeContactId={activeContactId} />}
    </article>
  );
}

function Header({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>
        <bdi>{value}</bdi>
      </dd>
    </>
  );
}

function Attachments({ files, activeContactId }: { files: readonly EmailAttachment[]; activeContactId: string }) {
  const model = useModel();
  const intl = useIntl();
  const [failed, setFailed] = useState<string | null>(null);
  const download = async (f: EmailAttachment) => {
    const name = shownFileName(f.name).name;
    setFailed(null);
    try {
      const url = await model.email.fileUrl(activeContactId, f);
      // The file URL answers with Content-Disposition: attachment, so the browser saves it rather than showing it.
      const a = document.createElement('a');
      a.href = url;
      a.rel = 'noopener noreferrer';
      // Saved without bidi controls, under the name the agent saw.
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
    } catch {
      setFailed(name);
    }
  };
  return (
    <section className="email-attachments" aria-label={intl.formatMessage({ id: 'email.attachments' })}>
      <ul>
        {files.map((f) => (
          <li key={f.fileId}>
            <Button variant="inline" icon="download" onClick={() => void download(f)} aria-label={intl.formatMessage({ id: 'email.download' }, { name: shownFileName(f.name).name })}>
              <FileName name={f.name} />
            </Button>
            {f.size !== undefined && <span className="email-size">{formatFileSize(intl, f.size)}</span>}
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className="email-error">
          <FormattedMessage id="email.downloadFailed" values={{ name: failed }} />
        </p>
      )}
    </section>
  );
}

/** '70 bytes', '1.5 kB', '2.3 MB' in the agent's locale (bytes spelled out: the short form reads '70 byte'). */
function formatFileSize(intl: IntlShape, bytes: number): string {
  const { value, unit } = fileSizeUnit(bytes);
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 });
}
