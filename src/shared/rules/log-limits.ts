/**
 * The log's size limits (chat/task/email §9: text 21000 characters, objects and exception 20000, message 19000) and
 * what a log entry too big becomes (§8): shortened, with the LOG_ENTRY_TOO_BIG marker saying that it was. Pure.
 */
export const LOG_LIMITS = { text: 21_000, object: 20_000, message: 19_000 } as const;

export const LOG_ENTRY_TOO_BIG = 'LOG_ENTRY_TOO_BIG';

/** Text cut to `limit` characters, the marker included, or the text itself when it fits. */
export function shortenLogText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const marker = ` …${LOG_ENTRY_TOO_BIG}`;
  return text.slice(0, Math.max(0, limit - marker.length)) + marker;
}

/**
 * A logged object or exception within `limit` characters of JSON: itself when it fits, else the marker with the start
 * of its JSON (the entry stays readable and says what was cut). An exception's message has its own, lower limit.
 * `json` is the value's JSON when the caller has it already (stringified once, not twice).
 */
export function shortenLogValue(value: unknown, limit: number, json?: string): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string') return shortenLogText(value, limit);
  if (json === undefined) {
    try {
      json = JSON.stringify(value);
    } catch {
      return value;
    }
  }
  if (json === undefined || json.length <= limit) return withShortMessage(value);
  return { [LOG_ENTRY_TOO_BIG]: true, length: json.length, start: json.slice(0, Math.max(0, limit - 100)) };
}

function withShortMessage(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const message = (value as { message?: unknown }).message;
  if (typeof message !== 'string' || message.length <= LOG_LIMITS.message) return value;
  return { ...(value as object), message: shortenLogText(message, LOG_LIMITS.message) };
}
