import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { HOME_ORIGIN, channelOf, type Channel, type Route } from '../../model';
import { computed } from '../../model/signals';
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
  // Only this channel's list (it keeps its identity while its contacts do), so another channel's contact arriving
  // does not render this page; the channel view lists every channel's contacts under one route.
  const channelIds = useMemo(() => computed(() => model.contacts.idsByChannel.value[channel]), [model, channel]);
  const byChannel = useValue(channelIds);
  const ids = useValue(useValue(model.view.channelView) ? model.contacts.ids : channelIds);
  const shown = useValue(model.view.shownContactId);
  // A contact's type never changes, so the panel is chosen by it (in the channel view it may differ from the route).
  const shownChannel = shown ? channelOf(model.contacts.get(shown)!.contact.peek().type) : null;
  const focusTarget = useValue(model.view.focusTarget);
  const homeRef = useRef<HTMLHeadingElement>(null);
  const expanded = useValue(model.view.expandedView);
  // The Task tab's own Create task form (the header's dropdown opens it) takes the place of a shown task.
  const homeTaskForm = useValue(model.taskCreate.form(HOME_ORIGIN));
  const canCreateTask = useValue(model.agent.canCreateTask) && model.can('createTask');

  // The shown contact's panel (or the home) as one element, made again only when what chooses it changes: a
  // contact arriving in this channel renders the list, not the contact the agent is working on (issue 33).
  // Only a home shows the count: a contact coming while one is shown leaves that contact's panel as it was.
  const count = shown ? null : byChannel.length;
  const panel = useMemo(
    () => (channel === 'task' && homeTaskForm && canCreateTask && (!shown || shownChannel === 'task') ? (
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
        <EmailHome headingRef={homeRef} contactCount={count ?? 0} />
      ) : channel === 'task' ? (
        <TaskHome headingRef={homeRef} contactCount={count ?? 0} />
      ) : (
        <section className="channel-home">
          <h2 ref={homeRef} tabIndex={-1}>
            <FormattedMessage id={EMPTY[channel]} values={{ contactCount: count ?? 0 }} />
          </h2>
        </section>
      )),
    [channel, shown, shownChannel, homeTaskForm, canCreateTask, count],
  );

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
      {panel}
    </div>
  );
}
