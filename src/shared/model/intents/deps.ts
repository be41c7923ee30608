import type { AgentStore } from '../agent/agent';
import type { AlertsStore } from '../alerts/alerts';
import type { Clock } from '../../domain/clock';
import type { ContactsStore } from '../contacts/contacts';
import { CcpError, isCcpError } from '../../domain/errors';
import type { Capability, CcpPort } from '../port';
import type { ToastsStore } from '../toasts/toasts';
import { lateAnswerOf } from '../port-timeouts';
import type { VideoCallsStore } from '../video/video-calls';
import type { KeyValueStorage } from '../view/storage';
import type { CallQualityStore } from '../softphone/call-quality';
import type { CallClicksStore } from '../softphone/call-clicks';

export interface IntentDeps {
  port: CcpPort;
  agent: AgentStore;
  contacts: ContactsStore;
  alerts: AlertsStore;
  toasts: ToastsStore;
  clock: Clock;
  /** Contacts the agent ended (end or leave), so their ending is not reported as the customer's. */
  endedByAgent: Set<string>;
  /** Video calls, which screen sharing leaves first (voice §4). */
  video?: VideoCallsStore;
  /** Work to finish before the agent ends or transfers a task: a templated task's pending edits (task §4). */
  beforeTaskLeaves?: (contactId: string) => Promise<void>;
  /** Where the spec's storage keys go (voice §3): local storage, and session storage for this tab only. */
  storage?: KeyValueStorage;
  sessionStorage?: KeyValueStorage;
  /** A live call's latest quality figures, attached to a call-issue report. */
  callQuality?: CallQualityStore;
  /** The agent's accept, reject and hang-up clicks on calls (early-disconnect accounting). */
  callClicks?: CallClicksStore;
}

/** Views hide what the host cannot do; reaching here anyway is a programming error, not a user-facing alert. */
export function requireCapability(port: CcpPort, capability: Capability): void {
  if (!port.capabilities.has(capability)) {
    throw new CcpError('unsupported_capability', { message: `host cannot ${capability}` });
  }
}

/**
 * Runs a port call. A failure becomes a CcpError (the adapter's own CcpError passes through); when alertContext
 * is given the catalogue alert is published too, so views only catch to reset their own state, and a success takes
 * away that action's earlier failure alert in the same context.
 */
export async function attempt<T>(
  deps: Pick<IntentDeps, 'alerts'>,
  call: () => Promise<T>,
  toError: (raw: unknown) => CcpError,
  alertContext?: string,
): Promise<T> {
  try {
    const result = await call();
    // The same action has now worked: its earlier failure alert is stale (issue 12: 'Error accepting contact' stayed
    // after a retried accept connected the call).
    if (alertContext !== undefined) {
      const stale = failureName(toError);
      if (stale) deps.alerts.removeByType(stale, alertContext);
    }
    return result;
  } catch (raw) {
    const error = isCcpError(raw) ? raw : toError(raw);
    if (alertContext !== undefined) {
      deps.alerts.add({
        level: 'error',
        type: error.errorName,
        context: alertContext,
        ...(error.serverMessage !== undefined ? { messageParams: { serverMessage: error.serverMessage } } : {}),
      });
      // Not answered in time, but answered later (an outage ended): the action went through, so the warning that it
      // may not have is stale and goes.
      void lateAnswerOf(error)?.then((wentThrough) => wentThrough && deps.alerts.removeByType('request_timed_out', alertContext));
    }
    throw error;
  }
}

/** The alert type an action's failure raises, as its error mapper names a failure with no detail. */
function failureName(toError: (raw: unknown) => CcpError): string | null {
  try {
    return toError(undefined).errorName;
  } catch {
    return null;
  }
}

export const named =
  (errorName: CcpError['errorName']) =>
  (cause: unknown): CcpError =>
    new CcpError(errorName, { cause });
