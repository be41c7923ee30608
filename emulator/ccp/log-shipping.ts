/**
 * The hosted CCP's log upload (chat/task/email §7 `POST {logs endpoint}/put-logs`, §9 log limits), which streams
 * leaves to the page that runs its shared worker: every 5 s streams publishes the server-bound log entries (the
 * panel's, this page's and the worker's) as CLIENT_SIDE_LOGS once there are 50, at most 500 at a time (log.js
 * pushClientSideLogsDownstream). This page sends each batch to Connect Local as the hosted CCP sends it, each entry
 * within the spec's limits (LOG_ENTRY_TOO_BIG marks a shortened one) and with tokens taken out.
 */
import { LOG_LIMITS, shortenLogText, shortenLogValue } from '../../src/shared/rules/log-limits.ts';
import { redactSecrets } from '../../src/shared/rules/log-redaction.ts';

export const PUT_LOGS_PATH = '/connect/ccp-v2/put-logs';

interface StreamsLogEntry {
  component?: string;
  level?: string;
  text?: string;
  time?: string | Date;
  exception?: unknown;
  objects?: unknown[];
  agentResourceId?: string | null;
}

/** One entry as it is shipped: secrets out, then each part cut to its limit. */
export function shippedEntry(e: StreamsLogEntry, secrets: readonly string[]) {
  const clean = (s: string) => secrets.reduce((t, secret) => (secret ? t.split(secret).join('[redacted]') : t), redactSecrets(s));
  const json = (v: unknown) => (v === undefined || v === null ? v : JSON.parse(clean(JSON.stringify(v))));
  return {
    component: String(e.component ?? ''),
    level: String(e.level ?? ''),
    time: e.time instanceof Date ? e.time.toISOString() : String(e.time ?? ''),
    text: shortenLogText(clean(String(e.text ?? '')), LOG_LIMITS.text),
    ...(e.objects?.length ? { objects: shortenLogValue(json(e.objects), LOG_LIMITS.object) } : {}),
    ...(e.exception ? { exception: shortenLogValue(json(e.exception), LOG_LIMITS.object) } : {}),
  };
}

export function startLogShipping(connect: any, authToken: string) {
  connect.core.getEventBus().subscribe(connect.EventType.CLIENT_SIDE_LOGS, (logs: StreamsLogEntry[]) => {
    if (!Array.isArray(logs) || logs.length === 0) return;
    let agentResourceId: string | null = null;
    try {
      agentResourceId = new connect.Agent()._getResourceId();
    } catch {
      // Not known before the agent's configuration arrives; the entries still go.
    }
    const body = { agentData: { agentResourceId }, logList: logs.map((e) => shippedEntry(e, [authToken])) };
    void fetch(PUT_LOGS_PATH, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).catch(() => undefined);
  });
}
