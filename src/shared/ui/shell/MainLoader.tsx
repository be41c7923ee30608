import { FormattedMessage } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

/** Shown until the agent is initialised; says 'failed' once 20 s pass without it. */
export function MainLoader() {
  const model = useModel();
  const phase = useValue(model.agent.initPhase);
  return (
    <main className="main-loader" aria-busy={phase === 'initializing'}>
      <p role="status">
        <FormattedMessage id={phase === 'failed' ? 'loader.failed' : 'loader.initializing'} />
      </p>
    </main>
  );
}
