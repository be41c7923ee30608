/**
 * The hosted CCP's metric-shipping limits (chat/task/email §9 "Metrics") as plain rules: how often each kind goes,
 * how many entries one POST carries, and the windows within which a repeat is dropped.
 */
export const METRICS_LIMITS = {
  maxMetricsPerBatch: 100,
  maxWorkflowEventsPerBatch: 100,
  metricsPutIntervalMs: 60_000,
  workflowEventsPutIntervalMs: 30_000,
  /** Chrome only: the heap figures come from Chrome's non-standard `performance.memory`. */
  memorySnapshotIntervalMs: 1_800_000,
  softphoneMetricDedupeMs: 500,
  workflowEventDedupeMs: 500,
} as const;

/** Entries waiting for their put; past this the oldest go, so a page that cannot reach the service stays bounded. */
export const MAX_QUEUED = 1_000;

/**
 * Whether an entry with this key is new: false when the same key was accepted less than `windowMs` ago. An accepted
 * key is remembered from `now`; keys older than the window are forgotten so the map stays small.
 */
export function acceptOnce(seen: Map<string, number>, key: string, now: number, windowMs: number): boolean {
  for (const [k, at] of seen) if (now - at >= windowMs) seen.delete(k);
  if (seen.has(key)) return false;
  seen.set(key, now);
  return true;
}

/**
 * The POSTs one put sends: the queued entries grouped by contact (each POST names one contact, or none), in the
 * order they came, each POST at most `max` entries.
 */
export function batchesOf<T extends { contactId: string | null }>(queue: readonly T[], max: number): { contactId: string | null; entries: T[] }[] {
  const byContact = new Map<string | null, T[]>();
  for (const e of queue) byContact.set(e.contactId, [...(byContact.get(e.contactId) ?? []), e]);
  const out: { contactId: string | null; entries: T[] }[] = [];
  for (const [contactId, entries] of byContact) for (let i = 0; i < entries.length; i += max) out.push({ contactId, entries: entries.slice(i, i + max) });
  return out;
}

/** Adds an entry to a queue kept within `MAX_QUEUED` (the oldest entries are dropped first). */
export function enqueueBounded<T>(queue: T[], entry: T, max = MAX_QUEUED): void {
  queue.push(entry);
  if (queue.length > max) queue.splice(0, queue.length - max);
}

/** Account and instance ids out of an agent ARN (arn:aws:connect:region:account:instance/ID/agent/ID). */
export function idsFromAgentArn(arn: string | undefined): { accountId: string | null; instanceId: string | null } {
  const m = /^arn:[^:]+:connect:[^:]*:(\d+):instance\/([^/]+)/.exec(arn ?? '');
  return { accountId: m?.[1] ?? null, instanceId: m?.[2] ?? null };
}
