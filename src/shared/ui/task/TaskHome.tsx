import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { HOME_ORIGIN } from '../../model';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Button } from '../common';
import { AgentGreeting } from '../common/AgentGreeting';
import './task.css';

/**
 * The Task tab with no task shown (task §2): a greeting with the agent's name, how many tasks are open, and
 * Create task when the agent may create tasks, which opens the Create task panel in its place (open again after
 * a reload while its draft is kept).
 */
export function TaskHome({ headingRef, contactCount }: { headingRef: Ref<HTMLHeadingElement>; contactCount: number }) {
  const model = useModel();
  const canCreate = useValue(model.agent.canCreateTask) && model.can('createTask');
  // Its Create task form is shown in its place by ChannelPage, which keeps it mounted as tasks arrive.
  return (
    <section className="channel-home task-home">
      <AgentGreeting />
      <h2 ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="home.task.empty" values={{ contactCount }} />
      </h2>
      {canCreate && (
        <Button variant="primary" icon="add" onClick={() => model.taskCreate.open(HOME_ORIGIN)}>
          <FormattedMessage id="task.create.open" />
        </Button>
      )}
    </section>
  );
}
