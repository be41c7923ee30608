/**
 * The hosted CCP's metric upload (chat/task/email §7 `POST {metrics endpoint}/put-softphone-metrics` and
 * `/put-softphone-report`, §9 "Metrics"), which a panel on streams leaves to the CCP frame: this page ships the
 * softphone's call-quality samples (and the panel's SDK metrics) every 60 s and the workflow events it observes (the agent's state changes,
 * contacts accepted, connected and ended, softphone calls set up) every 30 s, at most 100 of each per POST, a repeat
 * within 500 ms dropped; the end-of-call report as soon as a call ends; a memory snapshot every 30 min where the
 * browser gives one (Chrome's `performance.memory`). Connect Local can shorten the intervals for tests (settings).
 */
import { METRICS_LIMITS, acceptOnce, batchesOf, enqueueBounded, idsFromAgentArn } from './metrics-rules.ts';
import { postToConnectLocal, type RelayResult } from './page-relay.ts';

export const PUT_SOFTPHONE_METRICS_PATH = '/connect/ccp-v2/put-softphone-metrics';
export const PUT_SOFTPHONE_REPORT_PATH = '/connect/ccp-v2/put-softphone-report';

export type RecordType = 'SOFTPHONE_STATS' | 'SDK_METRICS' | 'WORKFLOW_EVENTS' | 'MEMORY_SNAPSHOT';

/** Who and where the metrics come from: the fields every put carries besides its entries. */
export interface MetricsIdentity {
  region: string;
  ccpVersion: string;
  agentResourceId: string;
  agentLogin: string;
  accountId: string | null;
  instanceId: string | null;
  userAgent: string;
}

export interface MetricsIntervals {
  metricsPutIntervalMs: number;
  workflowEventsPutIntervalMs: number;
  memorySnapshotIntervalMs: number;
}

/** One direction of a call's quality sample (softphone stats: streamType, timestamp and the figures). */
export interface SoftphoneStat {
  streamType: string;
  timestamp: string;
  packetsLost: number;
  packetsCount: number;
  audioLevel: number;
  jitterBufferMillis: number;
  roundTripTimeMillis: number;
}

/** A metric the panel's Amazon Connect SDK sent over its channel to this page (@amazon-connect/core MetricMessage). */
export interface SdkMetric {
  contactId: null;
  namespace: string;
  metricName: string;
  unit: string;
  value: number;
  time: string;
  dimensions: Record<string, string>;
}

export interface WorkflowEvent {
  contactId: string | null;
  event: string;
  /** What the event is about beyond its name: the agent's new state, a contact's type. */
  detail?: string;
  timestamp: string;
}

/** The end of a softphone call as the report carries it (chat/task/email §3 softphone report fields). */
export interface SoftphoneReport {
  contactId: string;
  agentMediaLegId: string;
  contactType: string;
  isInbound: boolean;
  data: { callStartTime: string; callEndTime: string; gumTimeMillis: number; softphoneStreamStatistics: SoftphoneStat[] };
}

interface Deps {
  post(path: string, body: unknown): Promise<RelayResult>;
  now(): number;
  /** Null until the agent's configuration has arrived: entries wait until then. */
  identity(): MetricsIdentity | null;
  /** Chrome's heap figures, or null where the browser has none. */
  memory(): { usedJSHeapSize: number; totalJSHeapSize: number; jsHeapSizeLimit: number } | null;
}

type Stat = SoftphoneStat & { contactId: string | null };

export function createMetricsShipper(deps: Deps) {
  const stats: Stat[] = [];
  const sdkMetrics: SdkMetric[] = [];
  const events: WorkflowEvent[] = [];
  const seenStats = new Map<string, number>();
  const seenEvents = new Map<string, number>();

  const envelope = (who: MetricsIdentity, recordType: RecordType, contactId: string | null) => ({
    region: who.region,
    recordType,
    contactId,
    ccpVersion: who.ccpVersion,
    agentResourceId: who.agentResourceId,
    agentLogin: who.agentLogin,
    accountId: who.accountId,
    instanceId: who.instanceId,
    reportedTime: new Date(deps.now()).toISOString(),
    userAgent: who.userAgent,
  });

  /** Sends a queue's entries in POSTs within the limit; what a failed POST carried waits for the next put. */
  async function put<T extends { contactId: string | null }>(queue: T[], recordType: RecordType, max: number) {
    const who = deps.identity();
    if (!who || queue.length === 0) return;
    const taken = queue.splice(0, queue.length);
    for (const { contactId, entries } of batchesOf(taken, max)) {
      const res = await deps.post(PUT_SOFTPHONE_METRICS_PATH, { ...envelope(who, recordType, contactId), metricList: entries });
      if (!res.ok) for (const e of entries) enqueueBounded(queue, e);
    }
  }

  return {
    /** A call-quality sample; the same call's same direction again within 500 ms is a repeat and dropped. */
    softphoneStats(contactId: string, sample: SoftphoneStat[]) {
      for (const s of sample)
        if (acceptOnce(seenStats, `${contactId}|${s.streamType}`, deps.now(), METRICS_LIMITS.softphoneMetricDedupeMs)) enqueueBounded(stats, { contactId, ...s });
    },
    /**
     * A metric from the panel's SDK (a client metric like the softphone's: a repeat within 500 ms dropped). One that
     * is not a metric (no name, no finite value) is ignored: the SDK's own sender never makes one.
     */
    sdkMetric(message: object) {
      const msg = message as Partial<Record<'namespace' | 'metricName' | 'unit' | 'value' | 'time' | 'dimensions', unknown>>;
      if (typeof msg.metricName !== 'string' || typeof msg.value !== 'number' || !Number.isFinite(msg.value)) return;
      const dimensions = msg.dimensions && typeof msg.dimensions === 'object' ? (msg.dimensions as Record<string, string>) : {};
      const namespace = String(msg.namespace ?? '');
      if (!acceptOnce(seenStats, `sdk|${namespace}|${msg.metricName}|${JSON.stringify(dimensions)}`, deps.now(), METRICS_LIMITS.softphoneMetricDedupeMs)) return;
      const time = msg.time instanceof Date ? msg.time.toISOString() : new Date(deps.now()).toISOString();
      enqueueBounded(sdkMetrics, { contactId: null, namespace, metricName: msg.metricName, unit: String(msg.unit ?? ''), value: msg.value, time, dimensions });
    },
    /** Something the agent did or saw; the same event about the same thing within 500 ms is a repeat and dropped. */
    workflowEvent(event: string, contactId: string | null, detail?: string) {
      if (!acceptOnce(seenEvents, `${event}|${contactId}|${detail ?? ''}`, deps.now(), METRICS_LIMITS.workflowEventDedupeMs)) return;
      enqueueBounded(events, { contactId, event, ...(detail === undefined ? {} : { detail }), timestamp: new Date(deps.now()).toISOString() });
    },
    async softphoneReport(report: SoftphoneReport) {
      const who = deps.identity();
      if (!who) return;
      const { region, agentResourceId, agentLogin, accountId, instanceId, userAgent } = who;
      await deps.post(PUT_SOFTPHONE_REPORT_PATH, { ...report, agentVideoSessionEnabled: false, region, agentResourceId, agentLogin, accountId, instanceId, userAgent });
    },
    async putMetrics() {
      await put(stats, 'SOFTPHONE_STATS', METRICS_LIMITS.maxMetricsPerBatch);
      await put(sdkMetrics, 'SDK_METRICS', METRICS_LIMITS.maxMetricsPerBatch);
    },
    putWorkflowEvents: () => put(events, 'WORKFLOW_EVENTS', METRICS_LIMITS.maxWorkflowEventsPerBatch),
    async putMemorySnapshot() {
      const who = deps.identity();
      const memory = deps.memory();
      if (who && memory) await deps.post(PUT_SOFTPHONE_METRICS_PATH, { ...envelope(who, 'MEMORY_SNAPSHOT', null), ...memory });
    },
    /** Entries waiting for their put (for tests and the page's status). */
    pending: () => ({ stats: stats.length, sdkMetrics: sdkMetrics.length, events: events.length }),
  };
}

export type MetricsShipper = ReturnType<typeof createMetricsShipper>;

/** Chrome's heap figures; other browsers have no `performance.memory`, and then no snapshot goes. */
function chromeMemory() {
  const m = (performance as Performance & { memory?: { usedJSHeapSize: number; totalJSHeapSize: number; jsHeapSizeLimit: number } }).memory;
  return m ? { usedJSHeapSize: m.usedJSHeapSize, totalJSHeapSize: m.totalJSHeapSize, jsHeapSizeLimit: m.jsHeapSizeLimit } : null;
}

/** Starts shipping on this page: the agent's and contacts' events from streams, the puts on their intervals. */
export function startMetricsShipping(connect: any, region: string, intervals: MetricsIntervals): MetricsShipper {
  let identity: MetricsIdentity | null = null;
  const shipper = createMetricsShipper({ post: postToConnectLocal, now: Date.now, identity: () => identity, memory: chromeMemory });

  connect.agent((agent: any) => {
    const known = () => {
      const config = agent.getConfiguration?.();
      if (!config) return;
      identity = { region, ccpVersion: String(connect.version), agentResourceId: agent._getResourceId(), agentLogin: config.username, ...idsFromAgentArn(agent.getAgentARN?.()), userAgent: navigator.userAgent };
    };
    known();
    agent.onRefresh(known);
    agent.onStateChange((change: { newState: string }) => shipper.workflowEvent('AgentStateChange', null, change.newState));
  });
  connect.contact((contact: any) => {
    const id: string = contact.getContactId();
    const type = () => String(contact.getType?.() ?? '');
    contact.onAccepted(() => shipper.workflowEvent('ContactAccepted', id, type()));
    contact.onConnected(() => shipper.workflowEvent('ContactConnected', id, type()));
    contact.onDestroy(() => shipper.workflowEvent('ContactDestroyed', id));
  });

  setInterval(() => void shipper.putMetrics(), intervals.metricsPutIntervalMs);
  setInterval(() => void shipper.putWorkflowEvents(), intervals.workflowEventsPutIntervalMs);
  if (chromeMemory()) setInterval(() => void shipper.putMemorySnapshot(), intervals.memorySnapshotIntervalMs);
  return shipper;
}
