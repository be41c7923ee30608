import type { TaskReference } from '../domain/task';

/**
 * Where a task reference may link to: only an absolute http(s) URL. A reference's value comes from whoever created
 * the task, so a javascript:, data: or relative value is shown as text, never followed.
 */
export function referenceHref(ref: TaskReference): string | null {
  if (ref.type !== 'URL') return null;
  let url: URL;
  try {
    url = new URL(ref.value.trim());
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/** The snapshot's references map ({name: {type, value}}) as a list in its order; malformed entries are left out. */
export function toTaskReferences(raw: unknown): TaskReference[] {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return [];
  return Object.entries(raw as Record<string, unknown>).flatMap(([name, r]) => {
    const v = r as { type?: unknown; value?: unknown } | null;
    return v && typeof v.value === 'string' && typeof v.type === 'string' ? [{ name, type: v.type, value: v.value }] : [];
  });
}

/**
 * When a DATE reference falls (task §2: DATE references show as dates): epoch ms from an ISO 8601 value (what the
 * service and the templated editor send) or plain epoch milliseconds; null for another type or a value that is no
 * date, which is then shown as the text it is.
 */
export function referenceDate(ref: TaskReference): number | null {
  if (ref.type !== 'DATE') return null;
  const v = ref.value.trim();
  const ms = /^\d{1,15}$/.test(v) ? Number(v) : /^\d{4}-\d{2}-\d{2}/.test(v) ? Date.parse(v) : NaN;
  return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? ms : null;
}
