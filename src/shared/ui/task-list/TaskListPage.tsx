import { FormattedMessage } from 'react-intl';
import { channelOf } from '../../domain/contact-list';
import { routeOfChannel } from '../../rules/channels';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { TaskList } from './TaskList';

/**
 * The task-list route (chat/task/email §2): only the task list of all the agent's contacts, or a welcome while there
 * are none. Opening a row goes to that contact in its channel.
 */
export function TaskListPage() {
  const model = useModel();
  const ids = useValue(model.contacts.ids);
  if (ids.length === 0) {
    return (
      <section className="channel-home">
        <h2>
          <FormattedMessage id="taskList.welcome" />
        </h2>
      </section>
    );
  }
  return <TaskList ids={ids} shown={null} route="task-list" routeOf={(id) => routeOfChannel(channelOf(model.contacts.get(id)!.contact.peek().type))} />;
}
