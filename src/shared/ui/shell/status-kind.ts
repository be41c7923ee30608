import type { AgentStateType } from '../../domain/agent';
import type { StatusKind } from '../common/Status';

/** The colour of an agent state: routable green, error red, system states (on a contact, after contact work) blue. */
export function statusKind(type: AgentStateType | undefined): StatusKind {
  switch (type) {
    case 'routable':
      return 'routable';
    case 'error':
      return 'error';
    case 'system':
      return 'busy';
    default:
      return 'not-routable';
  }
}
