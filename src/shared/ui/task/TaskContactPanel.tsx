import { useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { actionBar, isMissedOrRejected, type Contact, type ContactStatus } from '../../model';
import { offersNextContact } from '../../rules/action-bar-layout';
import { contactName } from '../../rules/contact-name';
import { referenceDate, referenceHref } from '../../rules/task-references';
import { attributeLabel, dialableAttributes } from '../../rules/task-attributes';
import { homePanelRequest } from '../app/home-request';
import { navigate } from '../app/router';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Button } from '../common';
import { ArmedButton } from '../common/ArmedButton';
import { ContactBanner } from '../common/ContactBanner';
import { ContactActionBar, moreButtonIn, type ContactActionItem } from '../common/ContactActionBar';
import { NumberPad } from '../voice/NumberPad';
import { useStatusText } from '../common/use-status-text';
import { useHasNextAfterClose } from '../common/use-contact-list-facts';
import { useAnswerFocus } from '../common/use-answer-focus';
import { QuickConnectsPanel } from '../voice/QuickConnectsPanel';
import { CreateTaskPanel } from './CreateTaskPanel';
import { TemplatedTaskEditor } from './TemplatedTaskEditor';
import { IncomingView } from '../incoming/IncomingView';
import './task.css';

/** The descriptor shows once the task is the agent's (task §2): connected, paused, after-contact work or ended. */
const DESCRIBED: readonly ContactStatus[] = ['connected', 'paused', 'acw', 'ended'];

/**
 * The shown task contact (task §2): banner with the task's name, its descriptor (description and references), and
 * the actions its status allows (accept, reject, pause, resume, end, close).
 */
export function TaskContactPanel({ contactId }: { contactId: string }) {
  const model = useModel();
  const intl = useIntl();
  const entry = model.contacts.get(contactId)!;
  const contact = useValue(entry.contact);
  const status = useValue(entry.status);
  const atCapacity = useValue(model.acceptBlockedAtCapacity(contactId));
  const progress = useValue(entry.progress);
  const statusText = useStatusText()(status, 'task');
  const bar = actionBar(contact, status);
  const act = (p: Promise<unknown>) => void p.catch(() => undefined);
  const paused = status === 'paused';
  const name = contactName(contact) ?? intl.formatMessage({ id: 'task.unnamed' });
  // Create task from this task (after contact work): the new task names this one as related (task §4).
  const creating = useValue(model.taskCreate.form(contactId));
  const canCreate = useValue(model.agent.canCreateTask) && model.can('createTask');
  const createButton = useRef<HTMLButtonElement>(null);
  // Transfer to an agent or a queue quick connect (task §7); the panel replaces the action bar while open.
  const [transferring, setTransferring] = useState(false);
  const transferButton = useRef<HTMLButtonElement>(null);
  const closeTransfer = () => {
    setTransferring(false);
    requestAnimationFrame(() => transferButton.current?.focus());
  };
  // The same focus rules as the other channels: an incoming task takes the focus on Accept; once accepted, its
  // first action (not a reference link); after End task, Close contact once it takes clicks.
  const section = useRef<HTMLElement>(null);
  const live = status === 'connected' || paused;
  const acceptRef = useAnswerFocus({ contactId, offered: bar.kind === 'incoming' && bar.acceptReject, live, section, next: () => section.current?.querySelector<HTMLElement>('.contact-action-bar button:not(:disabled)') });
  const [endedHere, setEndedHere] = useState(false);
  // With another contact to go to, closing this one is 'Next contact' (rules/action-bar-layout: offersNextContact).
  const hasNext = useHasNextAfterClose(contactId) && bar.kind === 'wrap-up' && offersNextContact('task');
  // The number pad (from Task options) calls out, starting with the task's own number where it has one.
  const canDial = useValue(model.agent.canDialOutbound) && model.can('dialOutbound');
  const taskNumbers = dialableAttributes(contact.attributes, useValue(model.agent.dialableCountries));
  const [dialling, setDialling] = useState(false);
  const closeDialling = () => {
    setDialling(false);
    requestAnimationFrame(() => moreButtonIn(section.current)?.focus());
  };

  /*
   * The bar (rules/action-bar-layout): Pause or Resume and Transfer, End set apart, and the rest under the menu the
   * spec names Task options (its task view lists 'Task options' among the buttons, beside the action bar's 'end
   * button plus a more menu'): the sub-panels the spec says a task opens, Create task and the outbound-call number pad.
   */
  const actions: ContactActionItem[] = [];
  if (bar.kind === 'active' && bar.pauseResume && model.can('pauseResume')) {
    actions.push({ id: paused ? 'resume' : 'pause', icon: paused ? 'resume' : 'pause', label: intl.formatMessage({ id: paused ? 'task.resume' : 'task.pause' }), disabled: progress.pauseResumeInProgress, onSelect: () => act(paused ? model.intents.resume(contactId) : model.intents.pause(contactId)) });
  }
  if (status === 'connected' && model.can('transfer') && model.can('quickConnects')) {
    actions.push({ id: 'transfer', ref: transferButton, icon: 'transfer', label: intl.formatMessage({ id: 'task.transfer' }), expanded: transferring, disabled: progress.transferInProgress, onSelect: () => setTransferring((t) => !t) });
  }
  if (canCreate) actions.push({ id: 'create-task', icon: 'task', label: intl.formatMessage({ id: 'task.create.open' }), onSelect: () => model.taskCreate.open(contactId) });
  if (canDial) actions.push({ id: 'number-pad', icon: 'numberPad', label: intl.formatMessage({ id: 'voice.numberPad' }), expanded: dialling, onSelect: () => setDialling((d) => !d) });

  if (bar.kind === 'incoming' && bar.acceptReject) {
    return (
      <section ref={section} className="contact-panel task-panel" id="task-panel" aria-labelledby={`contact-${contactId}-title`}>
        <IncomingView contact={contact} name={name} statusText={statusText} acceptRef={acceptRef} {...(atCapacity ? { blockedId: 'contacts.acceptBlockedAtCapacity' } : {})} />
      </section>
    );
  }
  if (creating && canCreate) {
    return <CreateTaskPanel origin={contactId} onClosed={() => requestAnimationFrame(() => (createButton.current ?? moreButtonIn(section.current))?.focus())} />;
  }

  return (
    <section ref={section} className="contact-panel task-panel" id="task-panel" aria-labelledby={`contact-${contactId}-title`}>
      <ContactBanner contactId={contactId} icon={paused ? 'pause' : 'task'} name={name} status={status} statusText={statusText} durationLabelId="task.duration" />

      {isMissedOrRejected(status) && (
        <p role="status" className="wrap-up-note">
          <FormattedMessage id={status === 'rejected' ? 'task.rejectedNote' : 'task.missedNote'} />
        </p>
      )}

      {DESCRIBED.includes(status) && (contact.task?.templateId ? <TemplatedTaskEditor contact={contact} status={status} /> : <TaskDescriptor contact={contact} />)}
      {DESCRIBED.includes(status) && <TaskNumbers contact={contact} />}

      {bar.kind === 'active' && (status === 'connected' || paused) && (
        <ContactActionBar
          channel="task"
          label={intl.formatMessage({ id: 'task.controls' })}
          moreLabel={intl.formatMessage({ id: 'task.options' })}
          actions={actions}
          end={
            model.can('endContact') && (
              <ArmedButton
                variant="danger"
                disabled={progress.endInProgress}
                onClick={() => {
                  setEndedHere(true);
                  act(model.intents.end(contactId));
                }}
              >
                <FormattedMessage id="task.end" />
              </ArmedButton>
            )
          }
        />
      )}
      {transferring && status === 'connected' && <QuickConnectsPanel mode={{ kind: 'transfer', contactId }} onClose={closeTransfer} />}
      {/* Calling from the task: the call is related to it, and starts with the task's number where it has one. */}
      {dialling && live && <NumberPad mode={{ kind: 'dial', relatedContactId: contactId }} initialNumber={taskNumbers[0]?.number ?? ''} onClose={closeDialling} />}
      {bar.kind === 'wrap-up' && (
        <div className="action-bar">
          {bar.createTask && canCreate && (
            <Button ref={createButton} icon="add" onClick={() => model.taskCreate.open(contactId)}>
              <FormattedMessage id="task.create.open" />
            </Button>
          )}
          <ArmedButton variant="primary" focusWhenArmed={endedHere} disabled={progress.clearInProgress} onClick={() => act(model.intents.close(contactId))}>
            <FormattedMessage id={hasNext ? 'task.next' : 'task.close'} />
          </ArmedButton>
        </div>
      )}
    </section>
  );
}

/** The task's description (plain text, never markup) and its references: http(s) URLs as links, DATEs as dates, the rest as text. */
function TaskDescriptor({ contact }: { contact: Contact }) {
  const intl = useIntl();
  const references = contact.task?.references ?? [];
  // Nothing to describe (a host that does not give a task's details): no empty frame.
  if (!contact.description && references.length === 0) return null;
  return (
    <div className="task-descriptor">
      {contact.description && (
        <p className="task-description">
          <bdi>{contact.description}</bdi>
        </p>
      )}
      {references.length > 0 && (
        <section aria-label={intl.formatMessage({ id: 'task.references' })}>
          <h3 className="task-references-title">
            <FormattedMessage id="task.references" />
          </h3>
          <dl className="task-references">
            {references.map((ref) => {
              const href = referenceHref(ref);
              const date = referenceDate(ref);
              return (
                <div key={ref.name}>
                  <dt>
                    <bdi>{ref.name}</bdi>
                  </dt>
                  <dd>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                        <bdi>{ref.value}</bdi>
                      </a>
                    ) : date !== null ? (
                      <time dateTime={new Date(date).toISOString()}>
                        <FormattedDate value={date} dateStyle="medium" timeStyle="short" />
                      </time>
                    ) : (
                      <bdi>{ref.value}</bdi>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      )}
    </div>
  );
}

/**
 * Phone numbers in the task's attributes that the agent may call (task §2): each switches to the softphone with
 * the number in its number pad, ready to call (the agent still presses Call).
 */
function TaskNumbers({ contact }: { contact: Contact }) {
  const model = useModel();
  const intl = useIntl();
  const canDial = useValue(model.agent.canDialOutbound) && model.can('dialOutbound');
  const numbers = dialableAttributes(contact.attributes, useValue(model.agent.dialableCountries));
  if (!canDial || numbers.length === 0) return null;
  const call = (number: string) => {
    homePanelRequest.value = { panel: 'number_pad', number };
    navigate(model, 'softphone');
  };
  return (
    <section className="task-descriptor" aria-label={intl.formatMessage({ id: 'task.phoneNumbers' })}>
      <h3 className="task-references-title">
        <FormattedMessage id="task.phoneNumbers" />
      </h3>
      <dl className="task-references">
        {numbers.map(({ name, number }) => (
          <div key={name}>
            <dt>
              {/* The flow's key in words ("customer_phone" reads "Customer phone"). */}
              <bdi>{attributeLabel(name)}</bdi>
            </dt>
            <dd>
              <Button icon="call" onClick={() => call(number)}>
                <FormattedMessage id="task.callNumber" values={{ number: <bdi>{number}</bdi> }} />
              </Button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
