import { ConnectMetricRecorder } from '@amazon-connect/core';

/** The namespace and name of the panel's start-up metric, as the CCP frame ships it (SDK_METRICS). */
export const AGENT_INIT_METRIC = { namespace: 'ccp', metricName: 'AgentInitialization' } as const;

/**
 * Agent initialisation records a success metric (chat/task/email §4 'Contact list and app wiring', voice §4): an
 * Amazon Connect SDK metric over streams' SDK provider, which the CCP frame ships with the softphone's own
 * (put-softphone-metrics), so the panel sends nothing to the metrics endpoint itself. A metric never stops start-up.
 */
export function recordAgentInitialized(streams: typeof connect): void {
  try {
    new ConnectMetricRecorder({ namespace: AGENT_INIT_METRIC.namespace, provider: () => streams.core.getSDKClientConfig().provider as never }).recordSuccess(AGENT_INIT_METRIC.metricName);
  } catch (e) {
    streams.getLog().warn('The agent initialisation metric could not be recorded').withException(e as Error);
  }
}
