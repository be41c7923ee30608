import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EmailDraftError } from '../../model';
import { checkDraft } from '../../rules/email-draft';
import { formatAddress } from '../../rules/email-address';
import { defaultFromChoice, fromChoiceByAddress } from '../../rules/email-from';
import type { AddressListError } from '../../rules/email-address';
import { ATTACHMENT_ACCEPT } from '../../rules/chat-attachments';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { shownFileName } from '../../rules/bidi-names';
import { Button, FileName, FormField, IconButton } from '../common';
import { ArmedButton } from '../common/ArmedButton';
import { quotedOriginalHtml, type EmailQuote } from '../../rules/email-quote';
import type { EmailDraft, EmailMessage } from '../../model';
import { EmailBodyView } from './EmailBodyView';
import { formatAddress as shownAddress } from './EmailMessageView';
import { sanitiseEmailFragment } from './sanitize-email-html';

/**
 * The email editor (loaded when the agent first replies or writes an email): To, Cc, Subject and the message,
 * attachments, Send and Discard. Every keystroke is kept in the draft (and in storage), so a reload or a failed
 * send loses nothing. Errors show next to their fields from the first try to send (not on leaving a field: the
 * message appearing would move the Send button from under the pointer), and focus goes to the first of them.
 */
export default function EmailComposer({ draftContactId, onSent, onDiscarded }: { draftContactId: string; onSent?: () => void; onDiscarded?: () => void }) {
  const model = useModel();
  const intl = useIntl();
  const draft = useValue(model.email.draft(draftContactId));
  const [tried, setTried] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  // Focus goes where the agent writes next: the message of a reply (its addresses are filled), a new email's To.
  const kind = draft?.kind;
  useEffect(() => {
    if (kind) document.getElementById(`${ids}-${kind === 'new' ? 'to' : 'body'}`)?.focus();
  }, [ids, kind]);
  // A new email may go from another address of the agent's outbound queue: the list is fetched when it opens.
  const choosesFrom = draft?.kind === 'new' && model.email.canChooseFrom;
  const fromChoices = useValue(model.email.fromChoices);
  useEffect(() => {
    if (choosesFrom) void model.email.loadFromChoices();
  }, [model, choosesFrom]);
  // A reply quotes the email it answers (issue #28), once that email is loaded.
  const answered = useValue(model.email.get(draft?.relatedContactId ?? draftContactId).message);
  const original = draft && draft.kind !== 'new' && answered.state === 'loaded' ? answered.value : null;
  if (!draft) return null;
  const check = checkDraft(draft.fields);
  
  const set = (field: 'to' | 'cc' | 'subject' | 'body') => (e: { target: { value: string } }) => model.email.setDraft(draftContactId, { [field]: e.target.value });
  const addressError = (e: AddressListError | undefined) =>
    !e ? null : e.kind === 'required' ? intl.formatMessage({ id: 'email.error.toRequired' }) : e.kind === 'too-many' ? intl.formatMessage({ id: 'email.error.tooMany' }, { max: e.max }) : intl.formatMessage({ id: 'email.error.invalidAddress' }, { entry: e.entry });
  const toError = tried ? addressError(check.errors.to) : null;
  const ccError = tried ? addressError(check.errors.cc) : null;
  const subjectError = tried && check.errors.subject ? intl.formatMessage({ id: 'email.error.subjectRequired' }) : null;
  const busy = draft.sending || draft.uploading.length > 0;

  const send = async () => {
    setTried(true);
    if (!check.ok) {
      document.getElementById(`${ids}-${check.errors.to ? 'to' : check.errors.cc ? 'cc' : 'subject'}`)?.focus();
      return;
    }
    // The quoted original is the customer's HTML: it goes out only as the sanitiser leaves it.
    const quote: EmailQuote | undefined = original ? { attribution: attributionOf(intl, original), html: quotedOriginalHtml(original.body, (html) => sanitiseEmailFragment(html, { allowRemoteImages: false }).body) } : undefined;
    if (await model.email.send(draftContactId, quote)) onSent?.();
  };

  return (
    <form
      className="email-composer"
      aria-label={intl.formatMessage({ id: draft.kind === 'new' ? 'email.compose.new' : 'email.compose.reply' })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      {choosesFrom && fromChoices.state === 'loaded' && fromChoices.value.length > 0 ? (
        <Field id={`${ids}-from`} label={intl.formatMessage({ id: 'email.from' })} error={null}>
          <select
            id={`${ids}-from`}
            className="email-from-select"
            value={(draft.from ?? defaultFromChoice(fromChoices.value)?.address)?.address ?? ''}
            onChange={(e) => {
              const picked = fromChoiceByAddress(fromChoices.value, e.target.value);
              // The queue's default is sent as no address at all, as the SDK allows.
              model.email.setFrom(draftContactId, picked && !picked.isDefault ? picked.address : undefined);
            }}
            disabled={draft.sending}
          >
            {fromChoices.value.map((c) => (
              <option key={c.address.address} value={c.address.address}>
                {c.isDefault ? intl.formatMessage({ id: 'email.fromQueueDefault' }, { address: formatAddress(c.address) }) : formatAddress(c.address)}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        // A field like the others, read-only: the agent sees where the email goes from in the same place and style.
        <Field id={`${ids}-from`} label={intl.formatMessage({ id: 'email.from' })} error={null}>
          <input id={`${ids}-from`} type="text" readOnly dir="auto" value={draft.from ? formatAddress(draft.from) : intl.formatMessage({ id: 'email.fromDefault' })} />
        </Field>
      )}
      {choosesFrom && fromChoices.state === 'failed' && (
        <p role="alert" className="email-error">
          <FormattedMessage id="email.fromFailed" />{' '}
          <Button variant="inline" onClick={() => void model.email.loadFromChoices()}>
            <FormattedMessage id="email.retry" />
          </Button>
        </p>
      )}
      <Field id={`${ids}-to`} label={intl.formatMessage({ id: 'email.to' })} error={toError}>
        <input id={`${ids}-to`} type="text" inputMode="email" autoComplete="off" value={draft.fields.to} onChange={set('to')} aria-invalid={!!toError} aria-describedby={toError ? `${ids}-to-error` : undefined} disabled={draft.sending} />
      </Field>
      <Field id={`${ids}-cc`} label={intl.formatMessage({ id: 'email.cc' })} error={ccError}>
        <input id={`${ids}-cc`} type="text" inputMode="email" autoComplete="off" value={draft.fields.cc} onChange={set('cc')} aria-invalid={!!ccError} aria-describedby={ccError ? `${ids}-cc-error` : undefined} disabled={draft.sending} />
      </Field>
      <Field id={`${ids}-subject`} label={intl.formatMessage({ id: 'email.subject' })} error={subjectError}>
        <input id={`${ids}-subject`} type="text" maxLength={998} value={draft.fields.subject} onChange={set('subject')} aria-invalid={!!subjectError} aria-describedby={subjectError ? `${ids}-subject-error` : undefined} disabled={draft.sending} />
      </Field>
      <Field id={`${ids}-body`} label={intl.formatMessage({ id: 'email.body' })} error={null}>
        <textarea id={`${ids}-body`} rows={8} dir="auto" value={draft.fields.body} onChange={set('body')} disabled={draft.sending} />
      </Field>
      {original && <QuotedOriginal draft={draft} original={original} />}
      {(draft.attachments.length > 0 || draft.uploading.length > 0) && (
        <ul className="email-draft-files" aria-label={intl.formatMessage({ id: 'email.attachments' })}>
          {draft.attachments.map((a) => (
            <li key={a.fileId}>
              <FileName name={a.name} />
              <IconButton icon="close" label={intl.formatMessage({ id: 'email.attachment.remove' }, { name: shownFileName(a.name).name })} disabled={draft.sending} onClick={() => void model.email.detach(draftContactId, a.fileId)} />
            </li>
          ))}
          {draft.uploading.map((name) => (
            <li key={`up-${name}`} role="status">
              <FormattedMessage id="email.attachment.uploading" values={{ name: <FileName name={name} /> }} />
            </li>
          ))}
        </ul>
      )}
      {draft.error && <DraftError error={draft.error} />}
      {draft.sending && (
        <p role="status" className="email-sending">
          <FormattedMessage id="email.sending" />
        </p>
      )}
      <div className="action-bar">
        <Button type="submit" variant="primary" icon="send" disabled={busy}>
          <FormattedMessage id="email.send" />
        </Button>
        {/* While a file uploads, Attach only says it is unavailable: a focused button that becomes disabled loses focus
            to the page body (the browser's focus fix-up) whenever the upload outlasts a frame. */}
        <Button icon="attach" disabled={draft.sending} aria-disabled={busy || undefined} onClick={() => !busy && fileInput.current?.click()}>
          <FormattedMessage id="email.attach" />
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={ATTACHMENT_ACCEPT}
          aria-label={intl.formatMessage({ id: 'email.attach' })}
          onChange={(e) => {
            for (const f of Array.from(e.target.files ?? [])) void model.email.attach(draftContactId, f);
            e.target.value = '';
          }}
        />
        <ArmedButton
          disabled={draft.sending}
          onClick={() =>
            void model.email.discard(draftContactId).then((ok) => {
              if (ok) onDiscarded?.();
            })
          }
        >
          <FormattedMessage id="email.discard" />
        </ArmedButton>
      </div>
    </form>
  );
}

/** 'On <date>, <sender> wrote:' in the agent's language, as mail clients introduce a quote. */
function attributionOf(intl: ReturnType<typeof useIntl>, m: EmailMessage): string {
  const sender = m.from ? shownAddress(m.from) : intl.formatMessage({ id: 'email.customer' });
  return m.receivedAt !== undefined
    ? intl.formatMessage({ id: 'email.quote.attribution' }, { date: intl.formatDate(m.receivedAt, { dateStyle: 'medium', timeStyle: 'short' }), sender })
    : intl.formatMessage({ id: 'email.quote.attributionNoDate' }, { sender });
}

/**
 * The answered email under the reply: whether it is quoted (kept with the draft), and the quote itself, collapsed
 * until the agent shows it (the customer's HTML in the same sandboxed frame as the email above).
 */
function QuotedOriginal({ draft, original }: { draft: EmailDraft; original: EmailMessage }) {
  const model = useModel();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="email-quote">
      <label className="email-quote-include">
        <input type="checkbox" checked={draft.quote} disabled={draft.sending} onChange={(e) => model.email.setQuote(draft.contactId, e.target.checked)} />
        <FormattedMessage id="email.quote.include" />
      </label>
      <Button variant="link" icon={open ? 'sectionOpen' : 'sectionClosed'} aria-expanded={open} aria-controls={open ? id : undefined} onClick={() => setOpen(!open)}>
        <FormattedMessage id={open ? 'email.quote.hide' : 'email.quote.show'} />
      </Button>
      {open && (
        <section id={id} className="email-quoted" aria-label={intl.formatMessage({ id: 'email.quote.region' })}>
          <p dir="auto">
            <bdi>{attributionOf(intl, original)}</bdi>
          </p>
          <blockquote>{original.body ? <EmailBodyView body={original.body} subject={original.subject ?? ''} /> : null}</blockquote>
        </section>
      )}
    </div>
  );
}

/** The composer's fields are FormFields, as Create task's: one label style, one error style. */
function Field({ id, label, error, children }: { id: string; label: string; error: string | null; children: React.ReactNode }) {
  return (
    <FormField id={id} label={label} error={error} className="email-field">
      {children}
    </FormField>
  );
}

const ERROR_TEXT: Record<EmailDraftError, string> = {
  send: 'email.error.send',
  create: 'email.error.create',
  discard: 'email.error.discard',
  'attachment-failed': 'email.error.attachmentFailed',
  type: 'email.error.attachmentType',
  size: 'email.error.attachmentSize',
};

function DraftError({ error }: { error: EmailDraftError }) {
  return (
    <p role="alert" className="email-error">
      <FormattedMessage id={ERROR_TEXT[error]} />
    </p>
  );
}
