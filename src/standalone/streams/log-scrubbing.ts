import { REDACTED, redactSecrets } from '../../shared/rules/log-redaction';
import { LOG_LIMITS, shortenLogText, shortenLogValue } from '../../shared/rules/log-limits';

/** A cheap first test: only text that could hold a secret goes through the full redaction. */
const MAY_HOLD_SECRET = /token|credential|bearer|secret|password|signature|cookie|authorization|eyJ/i;

interface StreamsLogEntry {
  text?: unknown;
  objects?: unknown[];
  exception?: unknown;
}

/**
 * A value of a log entry with every token and credential taken out (the value itself when it has none), with the
 * JSON it was tested as when it is an object, so the size limit reuses it: streams logs several entries a second while
 * nothing happens, each object stringified once, not twice (issue 33).
 */
function scrubbed(value: unknown): { value: unknown; json?: string } {
  if (value === null || value === undefined) return { value };
  if (typeof value === 'string') return { value: MAY_HOLD_SECRET.test(value) ? redactSecrets(value) : value };
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    return { value: REDACTED };
  }
  if (json === undefined || !MAY_HOLD_SECRET.test(json)) return { value, json };
  const clean = redactSecrets(json);
  try {
    return { value: JSON.parse(clean), json: clean };
  } catch {
    return { value: REDACTED };
  }
}

/** Scrubbed, then kept within the log's limits: an entry too big is shortened with the LOG_ENTRY_TOO_BIG marker. */
function kept(value: unknown): unknown {
  const s = scrubbed(value);
  return shortenLogValue(s.value, LOG_LIMITS.object, s.json);
}

function scrubEntry(entry: StreamsLogEntry): StreamsLogEntry {
  if (typeof entry.text === 'string') entry.text = shortenLogText(scrubbed(entry.text).value as string, LOG_LIMITS.text);
  if (Array.isArray(entry.objects)) entry.objects = entry.objects.map(kept);
  if (entry.exception) entry.exception = kept(entry.exception);
  return entry;
}

/**
 * Keeps tokens out of the panel window's streams log, which streams keeps in memory for the whole session (and for
 * the log download). streams redacts some fields itself, but its chat media controller logs the participant token,
 * the worker's relayed entries carry the chat connection token and the agent websocket's credential URL, and
 * snapshots carry `connectionData` with the chat's authentication token. Every entry is scrubbed as it is added (the
 * page's own and those relayed from the worker), and every object attached to an entry afterwards (streams logs an
 * entry first and attaches its objects to the stored entry). The CCP frame and the shared worker keep logs of their
 * own, which only the hosted CCP's code can reach (README, What the logs keep). Each entry is also kept within the
 * log's size limits (chat/task/email §8, §9).
 */
export function scrubStreamsLog(streams: typeof connect): void {
  const logger = streams.getLog() as unknown as { addLogEntry?(entry: StreamsLogEntry): void };
  const add = logger.addLogEntry?.bind(logger);
  if (add) logger.addLogEntry = (entry) => add(scrubEntry(entry));
  const proto = (streams as unknown as { LogEntry?: { prototype: Record<string, unknown> } }).LogEntry?.prototype;
  const withObject = proto?.withObject as ((this: StreamsLogEntry, o: unknown) => unknown) | undefined;
  const withException = proto?.withException as ((this: StreamsLogEntry, e: unknown) => unknown) | undefined;
  if (!proto || !withObject || !withException) return;
  proto.withObject = function (this: StreamsLogEntry, o: unknown) {
    const out = withObject.call(this, o);
    const objects = this.objects;
    if (Array.isArray(objects) && objects.length) objects[objects.length - 1] = kept(objects[objects.length - 1]);
    return out;
  };
  proto.withException = function (this: StreamsLogEntry, e: unknown) {
    const out = withException.call(this, e);
    if (this.exception) this.exception = kept(this.exception);
    return out;
  };
}
