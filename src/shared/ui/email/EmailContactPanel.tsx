import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { actionBar, isActiveStatus, isMissedOrRejected, type Contact, type ContactStatus } from '../../model';
import { contactName } from '../../rules/contact-name';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { useAnswerFocus } from '../common/use-answer-focus';
import { Button } from '../common';
import { ArmedButton } from '../common/ArmedButton';
import { ContactBanner } from '../common/ContactBanner';
import { useStatusText } from '../common/use-status-text';
import { NumberPad } from '../voice/NumberPad';
import { QuickConnectsPanel } from '../voice/QuickConnectsPanel';
import { CreateTaskPanel } from '../task/CreateTaskPanel';
import { EmailMessageView } from './EmailMessageView';
import { EmailThread } from './EmailThread';
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

  if (taskForm && canCreateTask) {
    // The form takes the email's place; closed, focus goes back to Create task.
    return <CreateTaskPanel origin={contactId} onClosed={() => requestAnimationFrame(() => createTaskButton.current?.focus())} />;
  }

  return (
    <section ref={section} className="contact-panel email-panel" id="email-panel" aria-labelledby={`contact-${contactId}-title`}>
      <ContactBanner
        contactId={contactId}
        icon={paused ? 'pause' : reply ? 'reply' : 'email'}
        name={name}
        detail={contact.email?.customerAddress && contact.email.customerAddress !== name ? <bdi>{contact.email.customerAddress}</bdi> : undefined}
        status={status}
        statusText={statusText}
        durationLabelId="email.duration"
      />

      {bar.kind === 'incoming' && bar.acceptReject && (
        <>
          {acceptBlocked && (
            <p role="status" className="wrap-up-note">
              <FormattedMessage id="email.acceptBlocked" />
            </p>
          )}
          <div className="action-bar">
            <Button ref={acceptRef} variant="primary" icon="email" disabled={progress.acceptInProgress || acceptBlocked} onClick={() => act(model.intents.accept(contactId))}>
              <FormattedMessage id="email.accept" />
            </Button>
            <Button disabled={progress.rejectInProgress} onClick={() => act(model.intents.reject(contactId))}>
              <FormattedMessage id="email.reject" />
            </Button>
          </div>
        </>
      )}
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
        <div className="action-bar" role="group" aria-label={intl.formatMessage({ id: 'email.controls' })}>
          {!outbound && live && !(reply && isOpenDraft(reply.state)) && model.can('email') && (
            <>
              <Button ref={replyRef} variant="primary" icon="reply" disabled={creating} onClick={() => void startReply(false)}>
                <FormattedMessage id="email.reply" />
              </Button>
              <Button disabled={creating} onClick={() => void startReply(true)}>
                <FormattedMessage id="email.replyAll" />
              </Button>
            </>
          )}
          {bar.pauseResume && model.can('pauseResume') && !outbound && (
            <Button icon={paused ? 'resume' : 'pause'} disabled={progress.pauseResumeInProgress} onClick={() => act(paused ? model.intents.resume(contactId) : model.intents.pause(contactId))}>
              <FormattedMessage id={paused ? 'email.resume' : 'email.pause'} />
            </Button>
          )}
          {live && canTransfer && (
            <Button aria-expanded={picking} onClick={() => setPicking(!picking)}>
              <FormattedMessage id="email.transfer" />
            </Button>
          )}
          {!outbound && canCreateTask && createTask}
          {canDial && (
            <Button icon="numberPad" aria-expanded={dialling} onClick={() => setDialling(!dialling)}>
              <FormattedMessage id="voice.numberPad" />
            </Button>
          )}
          {!outbound && model.can('endContact') && (
            <ArmedButton variant="danger" disabled={progress.endInProgress} onClick={() => act(model.intents.end(contactId))}>
              <FormattedMessage id="email.end" />
            </ArmedButton>
          )}
        </div>
      )}
      {live && picking && <QuickConnectsPanel mode={{ kind: 'transfer', contactId }} onClose={() => setPicking(false)} />}
      {/* Calling the customer from the email: the call is related to it. */}
      {(live || paused) && dialling && <NumberPad mode={{ kind: 'dial', relatedContactId: contactId }} onClose={() => setDialling(false)} />}
      {bar.kind === 'wrap-up' && (
        <div className="action-bar">
          {bar.createTask && canCreateTask && createTask}
          <ArmedButton variant="primary" focusWhenArmed={focusClose} disabled={progress.clearInProgress} onClick={() => act(model.email.close(contactId))}>
            <FormattedMessage id="email.close" />
          </ArmedButton>
        </div>
      )}
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
