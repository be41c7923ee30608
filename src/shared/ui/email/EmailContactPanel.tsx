import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { actionBar, isActiveStatus, isMissedOrRejected, type Contact, type ContactStatus } from '../../model';
import { offersNextContact } from '../../rules/action-bar-layout';
import { shownAttributes } from '../../rules/shown-attributes';
import { contactName } from '../../rules/contact-name';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { useHasNextAfterClose } from '../common/use-contact-list-facts';
import { useAnswerFocus } from '../common/use-answer-focus';
import { Badge, Button } from '../common';
import { ArmedButton } from '../common/ArmedButton';
import { ContactBanner } from '../common/ContactBanner';
import { ContactActionBar, moreButtonIn, type ContactActionItem } from '../common/ContactActionBar';
import { useStatusText } from '../common/use-status-text';
import { NumberPad } from '../voice/NumberPad';
import { QuickConnectsPanel } from '../voice/QuickConnectsPanel';
import { CreateTaskPanel } from '../task/CreateTaskPanel';
import { EmailMessageView } from './EmailMessageView';
import { EmailThread } from './EmailThread';
import { IncomingView } from '../incoming/IncomingView';
import './email.css';

// The editor loads when the agent first writes, not with the panel.
const EmailComposer = lazy(() => import('./EmailComposer'));


/** A draft (reply or new email) still being written, and not sent or discarded. */
const isOpenDraft = (state: string | undefined) => state === 'connected' || state === 'paused';

/**
 * The shown email contact (email §2): banner, the email and its thread, the reply or new-email editor, and the
 * actions its status allows (accept, reject, reply, reply all, pause, resume, transfer, end, close).
 */
export function EmailContactPanel({ contactId }: { contactId: string }) {
  const model = useModel();
  const intl = useIntl();
  const entry = model.contacts.get(contactId)!;
  const contact = useValue(entry.contact);
  const status = useValue(entry.status);
  const progress = useValue(entry.progress);
  const acceptBlocked = useValue(model.email.acceptBlocked(contactId));
  const creating = useValue(model.email.creating);
  const statusText = useStatusText()(status, 'email');
  const bar = actionBar(contact, status);
  const act = (p: Promise<unknown>) => void p.catch(() => undefined);
  const [picking, setPicking] = useState(false);
  const [dialling, setDialling] = useState(false);
  const canDial = useValue(model.agent.canDialOutbound) && model.can('dialOutbound');
  const [createFailed, setCreateFailed] = useState(false);
  const outbound = contact.initiationMethod === 'outbound';
  const reply = contact.email?.reply;
  const live = status === 'connected';
  const paused = status === 'paused';
  const canTransfer = model.can('quickConnects') && model.can('transfer') && !outbound;
  const name = contactName(contact) ?? (outbound ? intl.formatMessage({ id: 'email.new' }) : intl.formatMessage({ id: 'email.customer' }));
  // Create Task from this email: the task names the email as its related contact (task §4).
  const taskForm = useValue(model.taskCreate.form(contactId));
  const canCreateTask = useValue(model.agent.canCreateTask) && model.can('createTask');
  const createTaskButton = useRef<HTMLButtonElement>(null);
  const createTask = (
    <Button ref={createTaskButton} icon="add" onClick={() => model.taskCreate.open(contactId)}>
      <FormattedMessage id="task.create.open" />
    </Button>
  );

  // An incoming email takes the focus on Accept; once accepted, Reply, the email's next step.
  const replyRef = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  const acceptRef = useAnswerFocus({ contactId, offered: bar.kind === 'incoming' && bar.acceptReject, live, section, next: () => replyRef.current });

  // In after-contact work (a reply sent, or the email ended), Close contact: unless the agent is elsewhere.
  const wrapUp = bar.kind === 'wrap-up';
  // With another contact to go to, closing this one is 'Next contact' (rules/action-bar-layout: offersNextContact).
  const hasNext = useHasNextAfterClose(contactId) && wrapUp && offersNextContact('email');
  const [focusClose, setFocusClose] = useState(false);
  useEffect(() => {
    const active = document.activeElement;
    setFocusClose(wrapUp && (!active || active === document.body || !!section.current?.contains(active)));
  }, [wrapUp]);

  // A reply draft that survived a reload gets its fields back (or the reply's defaults).
  useEffect(() => {
    if (reply && isOpenDraft(reply.state)) model.email.ensureDraft(reply.contactId, 'reply', contactId);
  }, [model, reply, contactId]);

  const startReply = async (all: boolean) => {
    setCreateFailed(false);
    const id = await model.email.reply(contactId, all);
    if (!id) setCreateFailed(true);
  };

  // What a working email offers now; the layout rule puts the everyday ones in the bar and the rest under More.
  const actions: ContactActionItem[] = [];
  if (!outbound && live && !(reply && isOpenDraft(reply.state)) && model.can('email')) {
    actions.push({ id: 'reply', ref: replyRef, variant: 'primary', icon: 'reply', label: intl.formatMessage({ id: 'email.reply' }), disabled: creating, onSelect: () => void startReply(false) });
    actions.push({ id: 'reply-all', label: intl.formatMessage({ id: 'email.replyAll' }), disabled: creating, onSelect: () => void startReply(true) });
  }
  if (bar.kind === 'active' && bar.pauseResume && model.can('pauseResume') && !outbound) {
    actions.push({ id: paused ? 'resume' : 'pause', icon: paused ? 'resume' : 'pause', label: intl.formatMessage({ id: paused ? 'email.resume' : 'email.pause' }), disabled: progress.pauseResumeInProgress, onSelect: () => act(paused ? model.intents.resume(contactId) : model.intents.pause(contactId)) });
  }
  if (live && canTransfer) actions.push({ id: 'transfer', icon: 'transfer', label: intl.formatMessage({ id: 'email.transfer' }), expanded: picking, onSelect: () => setPicking(!picking) });
  if (!outbound && canCreateTask) actions.push({ id: 'create-task', icon: 'task', label: intl.formatMessage({ id: 'task.create.open' }), onSelect: () => model.taskCreate.open(contactId) });
  if (canDial) actions.push({ id: 'number-pad', icon: 'numberPad', label: intl.formatMessage({ id: 'voice.numberPad' }), expanded: dialling, onSelect: () => setDialling(!dialling) });

  if (bar.kind === 'incoming' && bar.acceptReject) {
    return (
      <section ref={section} className="contact-panel email-panel" id="email-panel" aria-labelledby={`contact-${contactId}-title`}>
        <IncomingView contact={contact} name={name} statusText={statusText} acceptRef={acceptRef} extraDetails={shownAttributes(contact.attributes, model.shownAttributes)} {...(acceptBlocked ? { blockedId: 'email.acceptBlocked' } : {})} />
      </section>
    );
  }

  if (taskForm && canCreateTask) {
    // The form takes the email's place; closed, focus goes back to Create task.
    return <CreateTaskPanel origin={contactId} onClosed={() => requestAnimationFrame(() => (createTaskButton.current ?? moreButtonIn(section.current))?.focus())} />;
  }

  return (
    <section ref={section} className="contact-panel email-panel" id="email-panel" aria-labelledby={`contact-${contactId}-title`}>
      <ContactBanner
        contactId={contactId}
        icon={paused ? 'pause' : 'email'}
        name={name}
        // While a reply is open the email keeps its channel's icon; a badge says what the agent is doing.
        badge={reply && isOpenDraft(reply.state) ? <Badge colour="blue" className="contact-banner-badge"><FormattedMessage id="email.replying" /></Badge> : undefined}
        // The customer is named once: an inbound email's From line gives the address, so only a new email's banner does.
        detail={outbound && contact.email?.customerAddress && contact.email.customerAddress !== name ? <bdi>{contact.email.customerAddress}</bdi> : undefined}
        status={status}
        statusText={statusText}
        durationLabelId="email.duration"
      />

      {!outbound && <EmailDetails contact={contact} />}
      {isMissedOrRejected(status) && (
        <p role="status" className="wrap-up-note">
          <FormattedMessage id={status === 'rejected' ? 'email.rejectedNote' : 'email.missedNote'} />
        </p>
      )}

      {outbound ? (
        <OutboundBody contact={contact} status={status} />
      ) : (
        (isActiveStatus(status) || status === 'acw' || status === 'ended') && (
          <>
            <EmailMessageView contactId={contactId} />
            <EmailThread contactId={contactId} />
            {reply && isOpenDraft(reply.state) ? (
              <Suspense fallback={<Loading />}>
                <EmailComposer draftContactId={reply.contactId} />
              </Suspense>
            ) : reply && !isActiveStatus(status) ? (
              <p role="status" className="email-sent-note">
                <FormattedMessage id="email.replySent" />
              </p>
            ) : null}
          </>
        )
      )}

      {createFailed && (
        <p role="alert" className="email-error">
          <FormattedMessage id="email.error.create" />
        </p>
      )}

      {bar.kind === 'active' && (live || paused) && (
        <ContactActionBar
          channel="email"
          label={intl.formatMessage({ id: 'email.controls' })}
          actions={actions}
          end={
            !outbound &&
            model.can('endContact') && (
              <ArmedButton variant="danger" disabled={progress.endInProgress} onClick={() => act(model.intents.end(contactId))}>
                <FormattedMessage id="email.end" />
              </ArmedButton>
            )
          }
        />
      )}
      {live && picking && <QuickConnectsPanel mode={{ kind: 'transfer', contactId }} onClose={() => setPicking(false)} />}
      {/* Calling the customer from the email: the call is related to it. */}
      {(live || paused) && dialling && <NumberPad mode={{ kind: 'dial', relatedContactId: contactId }} onClose={() => setDialling(false)} />}
      {bar.kind === 'wrap-up' && (
        <div className="action-bar">
          {bar.createTask && canCreateTask && createTask}
          <ArmedButton variant="primary" focusWhenArmed={focusClose} disabled={progress.clearInProgress} onClick={() => act(model.email.close(contactId))}>
            <FormattedMessage id={hasNext ? 'email.next' : 'email.close'} />
          </ArmedButton>
        </div>
      )}
    </section>
  );
}

/**
 * What helps the agent decide, once (issue #28): the queue an accepted email came through and the contact
 * attributes the deployment names (an offered email shows these, with its subject, in the incoming view; accepted,
 * the subject is the message's heading). Attribute values come from flows and customers: text only, bidi isolated.
 */
function EmailDetails({ contact }: { contact: Contact }) {
  const model = useModel();
  const intl = useIntl();
  const attributes = shownAttributes(contact.attributes, model.shownAttributes);
  if (!contact.queueName && attributes.length === 0) return null;
  const row = (key: string, term: React.ReactNode, value: string) => (
    <div key={key}>
      <dt>{term}</dt>
      <dd>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
  return (
    <section aria-label={intl.formatMessage({ id: 'email.details' })}>
      <dl className="email-details">
        {contact.queueName && row('queue', <FormattedMessage id="email.queue" />, contact.queueName)}
        {attributes.map((a) => row(`attr-${a.name}`, <bdi>{a.name}</bdi>, a.value))}
      </dl>
    </section>
  );
}

/** A new outbound email: the editor while it is a draft, the sent email afterwards. */
function OutboundBody({ contact, status }: { contact: Contact; status: ContactStatus }) {
  const model = useModel();
  const draft = useValue(model.email.draft(contact.contactId));
  if (isActiveStatus(status)) {
    return draft ? (
      <Suspense fallback={<Loading />}>
        <EmailComposer draftContactId={contact.contactId} />
      </Suspense>
    ) : (
      <NoDraft contactId={contact.contactId} />
    );
  }
  if (status === 'acw' || status === 'ended') return <EmailMessageView contactId={contact.contactId} />;
  return null;
}

/** An outbound draft whose fields are not in this browser (another device, or storage cleared): start it afresh. */
function NoDraft({ contactId }: { contactId: string }) {
  const model = useModel();
  useEffect(() => model.email.ensureDraft(contactId, 'new'), [model, contactId]);
  return <Loading />;
}

function Loading() {
  return (
    <p role="status">
      <FormattedMessage id="email.loading" />
    </p>
  );
}
