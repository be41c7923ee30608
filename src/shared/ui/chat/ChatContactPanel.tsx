import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { actionBar, isMissedOrRejected, type ContactStatus } from '../../model';
import { isChatTransferring } from '../../rules/chat-transfer';
import { addToChatBlocker, addedChatParticipants, canAddToChat, canLeaveChat } from '../../rules/chat-participants';
import { ChatParticipants } from './ChatParticipants';
import { contactName } from '../../rules/contact-name';
import { withoutBidiControls } from '../../rules/bidi-names';
import { WorkspaceChatDetails } from './WorkspaceChatDetails';
import { chatIdleMs } from '../../rules/timers';
import { computed, type ReadonlySignal } from '../../model/signals';
import { DurationText } from '../common/DurationText';
import { MAX_CONNECTIONS } from '../../domain/contact';
import { QuickConnectsPanel } from '../voice/QuickConnectsPanel';
import { ArmedButton } from '../common/ArmedButton';
import { ContactActionBar, moreButtonIn, type ContactActionItem } from '../common/ContactActionBar';
import { offersNextContact } from '../../rules/action-bar-layout';
import { Button } from '../common/Button';
import { CreateTaskPanel } from '../task/CreateTaskPanel';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { useHasNextAfterClose } from '../common/use-contact-list-facts';
import { useAnswerFocus } from '../common/use-answer-focus';
import { MonitorPanel } from '../supervision/MonitorPanel';
import { SupervisedBanners } from '../supervision/SupervisedBanners';
import { ChatComposer } from './ChatComposer';
import { ChatTranscript } from './ChatTranscript';
import { IncomingView } from '../incoming/IncomingView';
import { useStatusText } from '../common/use-status-text';

/** Statuses that show the duration timer (chat §2); the transcript shows for connected, after-work and ended. */
const TIMED: readonly ContactStatus[] = ['missed', 'rejected', 'connecting', 'connected', 'barge', 'acw', 'ended', 'paused'];
const WITH_TRANSCRIPT: readonly ContactStatus[] = ['connected', 'barge', 'acw', 'ended'];

/** The shown chat contact: banner, transcript, composer and the actions its status allows. */
export function ChatContactPanel({ contactId }: { contactId: string }) {
  const model = useModel();
  const intl = useIntl();
  const entry = model.contacts.get(contactId)!;
  const chat = model.chat.get(contactId);
  const contact = useValue(entry.contact);
  const status = useValue(entry.status);
  const atCapacity = useValue(model.acceptBlockedAtCapacity(contactId));
  const progress = useValue(entry.progress);
  const customerName = useValue(chat.customerName);
  const connection = useValue(chat.connection);
  const bar = actionBar(contact, status);
  const act = (p: Promise<unknown>) => void p.catch(() => undefined);
  const statusText = useStatusText()(status, 'chat');
  // A barged-in supervisor's chat reads 'barge': it is as live as a connected one.
  const live = status === 'connected' || status === 'barge';
  const transferring = isChatTransferring(contact, progress);
  const [picking, setPicking] = useState<'none' | 'transfer' | 'add'>('none');
  const [managing, setManaging] = useState(false);
  const hasNext = useHasNextAfterClose(contactId) && bar.kind === 'wrap-up' && offersNextContact('chat');
  // In a multi-party chat a quick connect adds a participant; leaving afterwards hands the chat over.
  const canTransfer = model.can('quickConnects') && model.can('transfer') && contact.supervision.mode === null && !contact.isMultiparty;
  const canAdd = model.can('quickConnects') && model.can('addParticipant') && contact.supervision.mode === null && canAddToChat(contact);
  const leaving = canLeaveChat(contact);
  const multiparty = contact.isMultiparty && contact.supervision.mode === null;
  // The customer chose the name: no bidi controls, so 'Bob \u202Egnp.exe' cannot read 'Bob exe.png'.
  const name = withoutBidiControls(customerName ?? contactName(contact) ?? '') || intl.formatMessage({ id: 'chat.customer' });
  // Create task from this chat (chat §2; after contact work too, §4): the new task names the chat as related.
  const taskForm = useValue(model.taskCreate.form(contactId));
  const canCreateTask = useValue(model.agent.canCreateTask) && model.can('createTask');
  const createTaskButton = useRef<HTMLButtonElement>(null);
  // What the More menu holds (chat §2): transfer, or in a multi-party chat adding and managing participants;
  // creating a task.
  const moreItems: ContactActionItem[] = [];
  if (canTransfer) {
    moreItems.push({ id: 'transfer', icon: 'transfer', label: intl.formatMessage({ id: 'chat.transfer' }), disabled: transferring, onSelect: () => setPicking(picking === 'transfer' ? 'none' : 'transfer') });
  }
  if (multiparty && model.can('quickConnects') && model.can('addParticipant')) {
    // Shut, it says why (the participant cap, someone still joining) rather than only greying out.
    const blocker = addToChatBlocker(contact);
    moreItems.push({
      id: 'add-to-chat',
      icon: 'add',
      label: intl.formatMessage({ id: 'chat.addToChat' }),
      disabled: !canAdd,
      ...(blocker ? { description: intl.formatMessage({ id: blocker === 'cap' ? 'chat.addToChat.full' : 'chat.addToChat.joining' }, { max: MAX_CONNECTIONS }) } : {}),
      onSelect: () => setPicking(picking === 'add' ? 'none' : 'add'),
    });
  }
  if (multiparty && addedChatParticipants(contact).length > 0) {
    moreItems.push({ id: 'manage-participants', icon: 'party', label: intl.formatMessage({ id: 'chat.manageParticipants' }), onSelect: () => setManaging(!managing) });
  }
  if (canCreateTask) {
    moreItems.push({ id: 'create-task', icon: 'task', label: intl.formatMessage({ id: 'task.create.open' }), onSelect: () => model.taskCreate.open(contactId) });
  }
  // An incoming chat takes the focus on Accept; once answered, the message box, ready to type (focus would
  // otherwise land on End chat while the chat connects).
  const section = useRef<HTMLElement>(null);
  const acceptRef = useAnswerFocus({ contactId, offered: bar.kind === 'incoming' && bar.acceptReject, live, section, next: () => section.current?.querySelector<HTMLElement>('[data-focus-fallback]') });

  if (bar.kind === 'incoming' && bar.acceptReject) {
    return (
      <section ref={section} className="contact-panel chat-panel" aria-labelledby={`contact-${contactId}-title`}>
        <IncomingView contact={contact} name={name} statusText={statusText} acceptRef={acceptRef} {...(atCapacity ? { blockedId: 'contacts.acceptBlockedAtCapacity' } : {})} />
      </section>
    );
  }

  if (taskForm && canCreateTask) {
    // The form takes the chat's place; closed, focus goes back to Create task (after contact work) or the chat.
    return <CreateTaskPanel origin={contactId} onClosed={() => requestAnimationFrame(() => (createTaskButton.current ?? moreButtonIn(section.current))?.focus())} />;
  }

  return (
    <section ref={section} className="contact-panel chat-panel" aria-labelledby={`contact-${contactId}-title`}>
      <header className="chat-banner">
        <h2 id={`contact-${contactId}-title`}>{name}</h2>
        <p className="contact-status">
          <span data-testid="contact-status">{statusText}</span>
          {TIMED.includes(status) && <Timers contactId={contactId} idle={live} />}
        </p>
      </header>
      {live && connection === 'broken' && (
        <p role="status" className="chat-connection">
          <FormattedMessage id="chat.connection.broken" />
        </p>
      )}
      {live && connection === 'closed' && (
        <p role="alert" className="chat-connection">
          <FormattedMessage id="chat.connection.ended" />
        </p>
      )}
      {live && connection === 'unavailable' && (
        <p role="alert" className="chat-connection">
          <FormattedMessage id="chat.connection.unavailable" />
        </p>
      )}
      {isMissedOrRejected(status) && (
        <p role="status" className="wrap-up-note">
          <FormattedMessage id={status === 'rejected' ? 'chat.rejectedNote' : 'chat.missedNote'} />
        </p>
      )}
      {live && transferring && (
        <p role="status" className="chat-transferring">
          <FormattedMessage id="chat.transferring" />
        </p>
      )}
      {/* A host without chat messaging (the workspace plugin) never shows an empty transcript as if it were one. */}
      {WITH_TRANSCRIPT.includes(status) && (model.can('chatMessaging') ? <ChatTranscript contactId={contactId} live={live} /> : <WorkspaceChatDetails contact={contact} />)}
      {live && <SupervisedBanners contact={contact} channel="chat" />}
      {live && model.can('chatMessaging') && <ChatComposer contactId={contactId} />}
      {bar.kind === 'active' && status !== 'incoming' && contact.supervision.mode !== null && <MonitorPanel contactId={contactId} channel="chat" />}
      {bar.kind === 'active' && status !== 'incoming' && contact.supervision.mode === null && model.can('endContact') && (
        // End chat set apart, and a More menu (chat/task/email §4: the chat's bar has no other primary action), shut
        // while a manager supervises the agent.
        <ContactActionBar
          channel="chat"
          label={intl.formatMessage({ id: 'chat.controls' })}
          actions={live ? moreItems : []}
          moreDisabled={contact.supervision.isAgentUnderSupervision}
          end={
            <ArmedButton variant="danger" disabled={progress.endInProgress} onClick={() => act(model.intents.end(contactId))}>
              <FormattedMessage id={leaving ? 'chat.leave' : 'chat.end'} />
            </ArmedButton>
          }
        />
      )}
      {live && managing && multiparty && <ChatParticipants contact={contact} customerName={name} />}
      {live && picking === 'transfer' && !transferring && <QuickConnectsPanel mode={{ kind: 'transfer', contactId }} onClose={() => setPicking('none')} />}
      {live && picking === 'add' && canAdd && <QuickConnectsPanel mode={{ kind: 'add-to-chat', contactId }} onClose={() => setPicking('none')} />}
      {bar.kind === 'wrap-up' && (
        <div className="action-bar">
          {/* After contact work: Create task (not for a missed chat) and Close or Next contact (chat/task/email §4). */}
          {bar.createTask && canCreateTask && (
            <Button ref={createTaskButton} icon="add" onClick={() => model.taskCreate.open(contactId)}>
              <FormattedMessage id="task.create.open" />
            </Button>
          )}
          {/* With another contact to go to, closing this one is 'Next contact' (rules/action-bar-layout: offersNextContact). */}
          <ArmedButton variant="primary" disabled={progress.clearInProgress} onClick={() => act(model.intents.close(contactId))}>
            <FormattedMessage id={hasNext ? 'chat.next' : 'chat.close'} />
          </ArmedButton>
        </div>
      )}
    </section>
  );
}

/**
 * Status duration, and while connected the time since the last message or since the chat connected, each with a
 * visible label. Each second is written into the timers' own text (DurationText), not rendered here.
 */
function Timers({ contactId, idle }: { contactId: string; idle: boolean }) {
  const model = useModel();
  const duration = model.contacts.get(contactId)!.statusDurationMs;
  const last = model.chat.get(contactId).lastActivity;
  // While live the status is the connected one, so it began `duration` ago.
  const idleMs = useMemo(() => computed(() => chatIdleMs(model.now.value, last.value, model.now.value - duration.value)), [model, last, duration]);
  return (
    <>
      <LabelledTimer className="chat-timer" labelId="chat.timer.duration" spokenId="chat.duration" ms={duration} />
      {idle && <LabelledTimer className="chat-timer chat-idle" labelId="chat.timer.idle" spokenId="chat.idle" ms={idleMs} />}
    </>
  );
}

/** A visible label beside a timer; a screen reader hears the timer's own full sentence instead of both. */
function LabelledTimer({ className, labelId, spokenId, ms }: { className: string; labelId: string; spokenId: string; ms: ReadonlySignal<number> }) {
  return (
    <span className={className}>
      <span aria-hidden="true" className="chat-timer-label">
        <FormattedMessage id={labelId} />
      </span>
      <DurationText ms={ms} labelId={spokenId} />
    </span>
  );
}
