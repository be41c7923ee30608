import { FormattedMessage, useIntl } from 'react-intl';
import { channelOf, type Contact, type Toast } from '../../model';
import type { ReadonlySignal } from '../../model/signals';
import { routeOfChannel } from '../../rules/channels';
import { chatSubtypeKind, contactName, rowName } from '../../rules/contact-name';
import { useModel } from '../app/model-context';
import { navigate } from '../app/router';
import { useValue } from '../app/use-value';

/** Toasts: an incoming contact on another channel (accept opens it, reject, close), and short notices. */
export function Toasts() {
  const model = useModel();
  const toasts = useValue(model.toasts.list);
  if (toasts.length === 0) return null;
  return (
    <div className="toasts">
      {toasts.map((t) => (t.kind === 'incoming-contact' ? <IncomingToast key={t.id} toast={t} /> : <NoticeToast key={t.id} toast={t} />))}
    </div>
  );
}

type IncomingToastData = Extract<Toast, { kind: 'incoming-contact' }>;

function IncomingToast({ toast }: { toast: IncomingToastData }) {
  const entry = useModel().contacts.get(toast.contactId);
  return entry ? <IncomingToastBody toast={toast} contactSignal={entry.contact} /> : null;
}

function IncomingToastBody({ toast, contactSignal }: { toast: IncomingToastData; contactSignal: ReadonlySignal<Contact> }) {
  const model = useModel();
  const intl = useIntl();
  const contact = useValue(contactSignal);
  const channel = channelOf(contact.type);
  const name = contactName(contact) ?? '';
  const description = rowName(name, 'incoming');
  // SMS, Apple Messages and WhatsApp chats have their own headers (chat/task/email §2).
  const kind = channel === 'chat' ? chatSubtypeKind(contact.subtype) : 'chat';
  const title = intl.formatMessage({ id: kind === 'chat' ? `toast.incoming.${channel}` : `toast.incoming.${kind}` });
  const act = (p: Promise<unknown>) => void p.catch(() => undefined);
  return (
    <section className="toast toast-incoming" role="alertdialog" aria-label={title} aria-describedby={`toast-${toast.id}-desc`}>
      <h2>{title}</h2>
      <p id={`toast-${toast.id}-desc`}>
        <bdi title={name !== description ? name : undefined}>{description}</bdi>
        {contact.isAuthenticated && (
          <span className="authenticated">
            {' '}
            <FormattedMessage id="toast.authenticated" />
          </span>
        )}
      </p>
      <div className="action-bar">
        <button
          type="button"
          className="primary"
          onClick={() => {
            navigate(model, routeOfChannel(channel), contact.contactId);
            act(model.intents.accept(contact.contactId));
          }}
        >
          <FormattedMessage id="toast.accept" />
        </button>
        <button type="button" onClick={() => act(model.intents.reject(contact.contactId))}>
          <FormattedMessage id="toast.reject" />
        </button>
        <button type="button" className="toast-close" aria-label={intl.formatMessage({ id: 'toast.close' })} onClick={() => model.toasts.dismiss(toast.id)}>
          ×
        </button>
      </div>
    </section>
  );
}

function NoticeToast({ toast }: { toast: Extract<Toast, { kind: 'notice' }> }) {
  const model = useModel();
  const intl = useIntl();
  const id = `alert.${toast.type}`;
  const text = intl.messages[id] ? intl.formatMessage({ id }, toast.messageParams) : intl.formatMessage({ id: 'alert.default' });
  return (
    <div className={`toast toast-${toast.level}`} role={toast.level === 'error' || toast.level === 'critical' ? 'alert' : 'status'}>
      <span>{text}</span>
      <button type="button" className="toast-close" aria-label={intl.formatMessage({ id: 'toast.close' })} onClick={() => model.toasts.dismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}
