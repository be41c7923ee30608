import { useRef, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { HOME_ORIGIN } from '../../model';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Button } from '../common';
import { CreateTaskPanel } from './CreateTaskPanel';
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
  const form = useValue(model.taskCreate.form(HOME_ORIGIN));
  const createButton = useRef<HTMLButtonElement>(null);

  if (form && canCreate) {
    // After the panel closes, focus returns to the button that opened it.
    return <CreateTaskPanel origin={HOME_ORIGIN} onClosed={() => requestAnimationFrame(() => createButton.current?.focus())} />;
  }
  return (
    <section className="channel-home task-home">
      <AgentGreeting />
      <h2 ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="home.task.empty" values={{ contactCount }} />
      </h2>
      {canCreate && (
        <Button ref={createButton} variant="primary" icon="add-plus" onClick={() => model.taskCreate.open(HOME_ORIGIN)}>
          <FormattedMessage id="task.create.open" />
        </Button>
      )}
    </section>
  );
}
