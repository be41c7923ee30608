/**
 * Quick responses in the chat composer (chat §4, §5, §7, §8, §9). Typing the trigger marker starts a search with
 * what follows it; choosing a result replaces the marker and query. Placeholders the service could not fill stay
 * in the text, and the message may not be sent until the agent has replaced them.
 */

/** The marker that starts a search, as in Amazon Connect's agent workspace: `/#` then a name or shortcut key. */
export const QUICK_RESPONSE_TRIGGER = '/#';
/** The service's defaults for a custom CCP (Amazon Connect admin guide, "Enable quick responses"). */
export const QUICK_RESPONSE_DEBOUNCE_MS = 250;
export const QUICK_RESPONSE_MAX_RESULTS = 25;
/** A quick response's name is at most 100 characters; a longer "query" is ordinary text. */
const MAX_QUERY_LENGTH = 100;

export interface TriggerMatch {
  /** Where the marker starts and where the query ends (the caret): the range a chosen response replaces. */
  start: number;
  end: number;
  query: string;
}

/**
 * The search the caret is in: the marker at the start of the draft or after whitespace, then the query on the
 * same line up to the caret. Null when the caret is not in one.
 */
export function findTrigger(draft: string, caret: number): TriggerMatch | null {
  const before = draft.slice(0, Math.max(0, Math.min(caret, draft.length)));
  const at = before.lastIndexOf(QUICK_RESPONSE_TRIGGER);
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(before.charAt(at - 1))) return null;
  const query = before.slice(at + QUICK_RESPONSE_TRIGGER.length);
  if (query.includes('\n') || query.length > MAX_QUERY_LENGTH) return null;
  return { start: at, end: before.length, query };
}

/** The draft with the marker and query replaced by the response, and where the caret goes. */
export function insertQuickResponse(draft: string, match: TriggerMatch, text: string): { draft: string; caret: number } {
  return { draft: draft.slice(0, match.start) + text + draft.slice(match.end), caret: match.start + text.length };
}

/** The text to insert: markdown where the chat takes markdown and the response has it, else plain text. */
export function quickResponseText(r: { plainText?: string; markdown?: string }, markdownEnabled: boolean): string {
  if (markdownEnabled && r.markdown) return r.markdown;
  return r.plainText ?? r.markdown ?? '';
}

/** The unfilled placeholders still in the draft (each as the service names it, e.g. `$.Attributes.orderId`). */
export function remainingPlaceholders(draft: string, missing: readonly string[]): string[] {
  return missing.filter((p) => p.length > 0 && draft.includes(p));
}

/**
 * The missing-information alert (chat §3 "placeholder state"): visible while unfilled placeholders remain;
 * when the last one goes, to_be_removed (the alert is taken down), then hidden.
 */
export type PlaceholderAlertState = 'hidden' | 'visible' | 'to_be_removed';

export function nextPlaceholderAlertState(previous: PlaceholderAlertState, remaining: number): PlaceholderAlertState {
  if (remaining > 0) return 'visible';
  return previous === 'visible' ? 'to_be_removed' : 'hidden';
}

/** A message with unfilled placeholders is not sent: 'Update missing information before sending this message.' */
export function blocksSend(state: PlaceholderAlertState): boolean {
  return state === 'visible';
}

export type ListKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/** The active option after a key in the results listbox; arrows wrap. -1 means none is active. */
export function moveActive(active: number, count: number, key: ListKey): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

const HIDING_TYPES = ['ThrottlingException', 'TooManyRequestsException', 'InternalServerException', 'InternalServiceException', 'ServiceUnavailableException', 'ServiceException'];

/**
 * Throttling and server errors hide the quick-responses control for the session (chat §8); other failures (a
 * bad query) only show that the search failed.
 */
export function hidesQuickResponses(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { type?: unknown; name?: unknown; __type?: unknown; status?: unknown; statusCode?: unknown };
  const type = [e.type, e.__type, e.name].find((x): x is string => typeof x === 'string') ?? '';
  if (HIDING_TYPES.some((t) => type.endsWith(t))) return true;
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 0;
  return status === 429 || status >= 500;
}

/** Monitoring supervisors cannot send, so they get no quick responses (chat §4 monitor modes). */
export function quickResponsesAllowed(monitorMode: string | null | undefined): boolean {
  return !monitorMode;
}
