import { useIntl } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { useAgentStateName } from './agent-state-name';

/**
 * The agent status picker. A native select: every screen reader and keyboard already knows it. System states
 * (on a contact, after contact work, missed …) are shown but cannot be picked.
 */
export function StatusDropdown() {
  const model = useModel();
  const intl = useIntl();
  const states = useValue(model.agent.states);
  const current = useValue(model.agent.currentState);
  const next = useValue(model.agent.nextState);
  const stateName = useAgentStateName();
  const pickable = states.filter((s) => s.type !== 'system' && s.type !== 'error' && s.type !== 'init');
  const currentIsPickable = !!current && pickable.some((s) => s.name === current.name);

  return (
    <div className="status-dropdown">
      <select
        aria-label={intl.formatMessage({ id: 'header.status.label' })}
        value={current?.name ?? ''}
        data-state-type={current?.type ?? 'init'}
        onChange={(e) => void model.intents.setAgentState(e.target.value).catch(() => undefined)}
      >
        {!currentIsPickable && current && (
          <option value={current.name} disabled>
            {stateName(current)}
          </option>
        )}
        {pickable.map((s) => (
          <option key={s.name} value={s.name}>
            {s.name}
          </option>
        ))}
      </select>
      {next && <span className="next-state">{intl.formatMessage({ id: 'header.status.next' }, { state: next.name })}</span>}
    </div>
  );
}
