import { FormattedMessage } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

/** A channel home's greeting with the agent's name (task and email homes, chat/task/email §2). */
export function AgentGreeting() {
  const name = useValue(useModel().agent.configuration)?.name;
  if (!name) return null;
  return (
    <p className="home-greeting">
      <FormattedMessage id="task.home.greeting" values={{ name: <bdi>{name}</bdi> }} />
    </p>
  );
}
