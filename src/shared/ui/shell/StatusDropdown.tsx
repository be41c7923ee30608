import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { headerNameLimit } from '../../rules/task-list';
import { useIntl } from 'react-intl';
import { Icon } from '../common/Icon';
import { StatusDot } from '../common/Status';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { useAgentStateName } from './agent-state-name';
import { statusKind } from './status-kind';
import './StatusDropdown.css';

/** Keys with which a closed select changes its value without opening: they only preview a state here. */
const BROWSE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * The agent status picker: a native select (every screen reader and keyboard knows it) drawn as a pill with the
 * state's coloured dot. System states (on a contact, after contact work, missed …) are shown but cannot be picked.
 *
 * A closed select changes its value on every arrow key; applying each would make real state changes while the
 * agent only browses. So a change made by keys is a preview until Enter applies it (Escape or leaving reverts);
 * a change made with the mouse or the open list applies at once.
 */
export function StatusDropdown({ width = null }: { width?: number | null }) {
  const model = useModel();
  const intl = useIntl();
  const states = useValue(model.agent.states);
  const current = useValue(model.agent.currentState);
  const next = useValue(model.agent.nextState);
  const stateName = useAgentStateName();
  const [preview, setPreview] = useState<string | null>(null);
  const browsing = useRef(false);
  const pickable = states.filter((s) => s.type !== 'system' && s.type !== 'error' && s.type !== 'init');
  const currentIsPickable = !!current && pickable.some((s) => s.name === current.name);
  const shown = preview ?? current?.name ?? '';
  // The pill's dot and colour stay the real state's while the agent browses (issue 28): only Enter changes it.
  const shownType = current?.type;
  // The pill shows as many characters of the status name as the header's width allows, 5 to 40 (shell §9), the
  // rest an ellipsis; the whole name is the tooltip, and the option screen readers read is never cut.
  const chars = width === null ? null : headerNameLimit(width);
  const shownText = preview ?? (current ? stateName(current) : '');
  const cut = chars !== null && [...shownText].length > chars;

  const apply = (name: string) => {
    setPreview(null);
    if (name !== current?.name) void model.intents.setAgentState(name).catch(() => undefined);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLSelectElement>) => {
    if (BROWSE_KEYS.has(e.key) || (e.key.length === 1 && e.key !== ' ')) browsing.current = true;
    else if (e.key === 'Enter' && preview !== null) {
      e.preventDefault();
      apply(preview);
    } else if (e.key === 'Escape' && preview !== null) {
      e.preventDefault();
      setPreview(null);
    }
  };

  return (
    <div className="status-dropdown">
      <div className="status-select" data-state-type={shownType ?? 'init'} data-previewing={preview !== null || undefined}>
        <StatusDot kind={statusKind(shownType)} />
        <select
          aria-label={intl.formatMessage({ id: 'header.status.label' })}
          aria-describedby={preview !== null ? 'status-preview-hint' : undefined}
          value={shown}
          data-state-type={current?.type ?? 'init'}
          style={chars === null ? undefined : ({ '--status-chars': chars } as CSSProperties)}
          title={cut ? shownText : undefined}
          onKeyDown={onKeyDown}
          onBlur={() => setPreview(null)}
          onChange={(e) => {
            const keyed = browsing.current;
            browsing.current = false;
            if (keyed) setPreview(e.target.value === current?.name ? null : e.target.value);
            else apply(e.target.value);
          }}
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
        <Icon name="openMenu" size="small" className="status-select-caret" />
      </div>
      {preview !== null && (
        <span id="status-preview-hint" className="status-preview-hint">
          {intl.formatMessage({ id: 'header.status.previewing' }, { current: current ? stateName(current) : '', preview })}
        </span>
      )}
      {next && <span className="next-state">{intl.formatMessage({ id: 'header.status.next' }, { state: next.name })}</span>}
    </div>
  );
}
