import { failPendingStreamsCalls } from './streams-port';

/** What streams' worker reports of each API call (its API_METRIC event); `error` is set when the call failed. */
interface ApiMetric {
  name?: string;
  error?: { type?: string; statusCode?: number; retryStatus?: string } | null;
}

type StreamsWithClientMethods = typeof connect & {
  AgentAppClientMethods?: Record<string, string>;
  TaskTemplatesClientMethods?: Record<string, string>;
  RetryStatus?: { NONE?: string };
};

/**
 * A CTI request Amazon Connect refuses with 403 reaches streams' worker, which calls the request's `accessDenied`
 * callback; the request it relays from the page has none, so the page hears nothing and the call would wait out its
 * 10 s timeout, then be told as 'did not answer in time'. The worker's API metric for the call does reach the page,
 * carrying the refusal: the waiting calls end with it at once, and each action names its own failure in the spec's
 * words. Calls streams retries by itself (the snapshot, the configuration) and the agent-app and task-template
 * clients (whose failures do reach the page) are left alone.
 */
export function watchAccessDenials(streams: typeof connect): void {
  const s = streams as StreamsWithClientMethods;
  const answeredElsewhere = new Set([...Object.values(s.AgentAppClientMethods ?? {}), ...Object.values(s.TaskTemplatesClientMethods ?? {})]);
  const noRetry = s.RetryStatus?.NONE ?? 'none';
  streams.core.getEventBus().subscribe(streams.EventType.API_METRIC, (metric: ApiMetric) => {
    const error = metric?.error;
    if (!error || (error.statusCode !== 403 && error.type !== 'AccessDeniedException')) return;
    if ((error.retryStatus ?? noRetry) !== noRetry || answeredElsewhere.has(metric.name ?? '')) return;
    failPendingStreamsCalls({ type: error.type ?? 'AccessDeniedException', statusCode: 403, message: `Amazon Connect denied ${metric.name ?? 'the request'} (403)` });
  });
}
