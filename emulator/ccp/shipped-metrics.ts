import type { IncomingMessage } from 'node:http';
import type { Settings } from '../centre/centre.ts';
import { badRequest } from '../centre/errors.ts';
import type { Route } from '../control/route.ts';
import { METRICS_LIMITS } from './metrics-rules.ts';
import { PUT_SOFTPHONE_METRICS_PATH, PUT_SOFTPHONE_REPORT_PATH, type MetricsIntervals, type RecordType } from './metrics-shipping.ts';
import { pageUpload } from './page-upload.ts';

/** Puts and reports kept for the control API; older ones are dropped. */
const KEPT = 200;

const MAX_ENTRIES: Record<RecordType, number> = {
  SOFTPHONE_STATS: METRICS_LIMITS.maxMetricsPerBatch,
  SDK_METRICS: METRICS_LIMITS.maxMetricsPerBatch,
  WORKFLOW_EVENTS: METRICS_LIMITS.maxWorkflowEventsPerBatch,
  MEMORY_SNAPSHOT: 0,
};

/** The fields every put names (chat/task/email §7 put-softphone-metrics), and those a report names. */
const PUT_FIELDS = ['region', 'recordType', 'ccpVersion', 'agentResourceId', 'agentLogin', 'reportedTime', 'userAgent'] as const;
const REPORT_FIELDS = ['contactId', 'agentMediaLegId', 'contactType', 'region', 'agentResourceId', 'agentLogin', 'userAgent'] as const;

export const metricsIntervalsOf = (s: Settings): MetricsIntervals => ({
  metricsPutIntervalMs: s.metricsPutIntervalMs,
  workflowEventsPutIntervalMs: s.workflowEventsPutIntervalMs,
  memorySnapshotIntervalMs: s.memorySnapshotIntervalMs,
});

type Received = Record<string, unknown> & { username: string; receivedAt: number };

function requireStrings(body: Record<string, unknown>, fields: readonly string[], what: string) {
  const missing = fields.filter((f) => typeof body[f] !== 'string' || body[f] === '');
  if (missing.length) throw badRequest(`${what} needs ${missing.join(', ')} (each a non-empty string)`);
  for (const f of ['accountId', 'instanceId']) if (body[f] !== undefined && body[f] !== null && typeof body[f] !== 'string') throw badRequest(`${what}: ${f} must be a string or null`);
}

/** Checks a put-softphone-metrics body: the spec's fields, a known record type and its entries within the limit. */
export function checkMetricsPut(body: Record<string, any>) {
  requireStrings(body, PUT_FIELDS, 'put-softphone-metrics');
  if (body.contactId !== null && typeof body.contactId !== 'string') throw badRequest('put-softphone-metrics: contactId must be a string or null');
  if (Number.isNaN(Date.parse(body.reportedTime))) throw badRequest('put-softphone-metrics: reportedTime must be an ISO date and time');
  const recordType = body.recordType as RecordType;
  if (!Object.hasOwn(MAX_ENTRIES, recordType)) throw badRequest(`put-softphone-metrics: recordType ${recordType} is not one of ${Object.keys(MAX_ENTRIES).join(', ')}`);
  if (recordType === 'MEMORY_SNAPSHOT') {
    if (typeof body.usedJSHeapSize !== 'number' || typeof body.jsHeapSizeLimit !== 'number') throw badRequest('A MEMORY_SNAPSHOT carries usedJSHeapSize and jsHeapSizeLimit (numbers)');
    return;
  }
  const list = body.metricList;
  if (!Array.isArray(list) || list.length === 0) throw badRequest('put-softphone-metrics: metricList must be a non-empty list');
  if (list.length > MAX_ENTRIES[recordType]) throw badRequest(`metricList has ${list.length} entries; at most ${MAX_ENTRIES[recordType]} go in one ${recordType} batch`);
  if (!list.every((e) => e && typeof e === 'object' && !Array.isArray(e))) throw badRequest('put-softphone-metrics: each metricList entry is an object');
}

/** Checks a put-softphone-report body: the report's fields and its call data. */
export function checkReport(body: Record<string, any>) {
  requireStrings(body, REPORT_FIELDS, 'put-softphone-report');
  if (typeof body.isInbound !== 'boolean') throw badRequest('put-softphone-report: isInbound must be true or false');
  if (!body.data || typeof body.data !== 'object' || !Array.isArray(body.data.softphoneStreamStatistics)) throw badRequest('put-softphone-report: data must carry softphoneStreamStatistics (a list)');
}

/**
 * Connect Local's end of the hosted CCP's metric upload (`POST /connect/ccp-v2/put-softphone-metrics` and
 * `/put-softphone-report`, sent by the ccp-v2 page, metrics-shipping.ts). It refuses a malformed body or a batch over
 * the spec's 100 entries with a 400 naming what is wrong, and keeps what it accepted for the control API
 * (`GET /shipped-metrics`).
 */
export function createShippedMetrics(deps: { username: (req: IncomingMessage) => string | undefined }) {
  let puts: Received[] = [];
  let reports: Received[] = [];

  const receive = (check: (body: Record<string, any>) => void, keep: (r: Received) => void, what: string, path: string) =>
    pageUpload({ path, what, username: deps.username, accept: (body, username) => (check(body), keep({ ...body, username, receivedAt: Date.now() })) });

  const routes: Record<string, Route> = {
    'GET /shipped-metrics': () => ({ puts, reports }),
  };

  return {
    handleMetrics: receive(checkMetricsPut, (r) => (puts = [...puts.slice(-(KEPT - 1)), r]), 'put-softphone-metrics', PUT_SOFTPHONE_METRICS_PATH),
    handleReport: receive(checkReport, (r) => (reports = [...reports.slice(-(KEPT - 1)), r]), 'put-softphone-report', PUT_SOFTPHONE_REPORT_PATH),
    routes,
    reset: () => ((puts = []), (reports = [])),
  };
}
