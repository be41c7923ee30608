import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { HOME_ORIGIN, channelOf, type Channel, type Route } from '../../model';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { focusOutsideFrame } from '../common/framed-focus';
import { TaskList } from '../task-list/TaskList';
import { SoftphoneHome } from '../voice/SoftphoneHome';
import { VoiceContactPanel } from '../voice/VoiceContactPanel';
import { ChatContactPanel, CreateTaskPanel, EmailContactPanel, EmailHome, TaskContactPanel, TaskHome } from './lazy-channel-views';

const EMPTY: Record<Channel, string> = { voice: 'home.voice.empty', chat: 'home.chat.empty', task: 'home.task.empty', email: 'home.email.empty' };

/** A channel's contacts (picked by the URL hash) and the shown contact, or the channel's home. */
export function ChannelPage({ channel, route }: { channel: Channel; route: Route }) {
  const model = useModel();
  const byChannel = useValue(model.contacts.idsByChannel)[channel];
  const all = useValue(model.contacts.ids);
  // The channel view lists every channel's contacts under one route.
  const ids = useValue(model.view.channelView) ? all : byChannel;
  const shown = useValue(model.view.shownContactId);
  // A contact's type never changes, so the panel is chosen by it (in the channel view it may differ from the route).
  const shownChannel = shown ? channelOf(model.contacts.get(shown)!.contact.peek().type) : null;
  const focusTarget = useValue(model.view.focusTarget);
  const homeRef = useRef<HTMLHeadingElement>(null);
  const expanded = useValue(model.view.expandedView);
  // The Task tab's own Create task form (the header's dropdown opens it) takes the place of a shown task.
  const homeTaskForm = useValue(model.taskCreate.form(HOME_ORIGIN));
  const canCreateTask = useValue(model.agent.canCreateTask) && model.can('createTask');

  // Closing a contact moves focus to its neighbour or the channel's home, as the model decided; not once the agent
  // has moved to the page that frames the panel (their typing there would land here).
  useEffect(() => {
    if (!focusTarget) return;
    if (focusOutsideFrame()) return model.view.focusHandled();
    const el = focusTarget.kind === 'contact' ? document.getElementById(`contact-tab-${focusTarget.contactId}`) : homeRef.current;
    if (el) {
      el.focus();
      model.view.focusHandled();
    }
  }, [focusTarget, model]);

  return (
    <div
      id="channel-panel"
      role="tabpanel"
      aria-labelledby={`tab-${channel}`}
      className={`channel-page${ids.length > 0 ? ' has-task-list' : ''}${ids.length > 0 && expanded ? ' task-list-expanded' : ''}`}
    >
      {ids.length > 0 && <TaskList ids={ids} shown={shown} route={route} />}
      {channel === 'task' && homeTaskForm && canCreateTask && (!shown || shownChannel === 'task') ? (
        // The Task tab's own Create task form, in one place whether or not a task is shown: a task arriving while
        // the agent types neither remounts it nor moves focus (issue 28). Closed, focus goes back to the task it
        // covered, or to Create task.
        <CreateTaskPanel
          origin={HOME_ORIGIN}
          onClosed={() =>
            requestAnimationFrame(() => (shown ? document.getElementById(`contact-tab-${shown}`) : document.querySelector<HTMLElement>('.task-home .btn-primary'))?.focus())
          }
        />
      ) : shown && shownChannel === 'voice' ? (
        <VoiceContactPanel contactId={shown} />
      ) : shown && shownChannel === 'chat' ? (
        <ChatContactPanel contactId={shown} />
      ) : shown && shownChannel === 'email' ? (
        <EmailContactPanel contactId={shown} />
      ) : shown && shownChannel === 'task' ? (
        <TaskContactPanel contactId={shown} />
      ) : channel === 'voice' ? (
        <SoftphoneHome headingRef={homeRef} />
      ) : channel === 'email' ? (
        <EmailHome headingRef={homeRef} contactCount={byChannel.length} />
      ) : channel === 'task' ? (
        <TaskHome headingRef={homeRef} contactCount={byChannel.length} />
      ) : (
        <section className="channel-home">
          <h2 ref={homeRef} tabIndex={-1}>
            <FormattedMessage id={EMPTY[channel]} values={{ contactCount: byChannel.length }} />
          </h2>
        </section>
      )}
    </div>
  );
}
