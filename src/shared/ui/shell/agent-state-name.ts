import { useIntl } from 'react-intl';
import type { AvailabilityState } from '../../model';

/** States the admin names (Available, Lunch …) show as named; system and error states are translated. */
export function useAgentStateName() {
  const intl = useIntl();
  return (state: Pick<AvailabilityState, 'name' | 'type'>) => {
    if (state.type !== 'system' && state.type !== 'error') return state.name;
    const id = `agentState.${state.name}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : state.name;
  };
}
