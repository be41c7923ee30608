import { FormattedMessage } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { AlertBanners } from './AlertBanners';

/**
 * Shown until the agent is initialised; says why start-up failed (voice §8 Init failures), at the latest once 20 s
 * pass without it. Alerts show here too: a refused
 * agent websocket (voice §4) keeps the agent from ever initialising, and the agent must be told why.
 */
export function MainLoader() {
  const model = useModel();
  const phase = useValue(model.agent.initPhase);
  const failure = useValue(model.agent.initFailure);
  return (
    <>
      <AlertBanners />
      <main className="main-loader" aria-busy={phase === 'initializing'}>
        <p role="status">
          <FormattedMessage id={phase === 'failed' ? `loader.failed.${failure ?? 'AgentNotInitialized'}` : 'loader.initializing'} />
        </p>
      </main>
    </>
  );
}
