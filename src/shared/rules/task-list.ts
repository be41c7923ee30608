import type { ContactStatus } from '../domain/contact-status';

/**
 * Rules of the task list (chat/task/email §2 "Task list and header", §9): how much of the agent's name the header
 * has room for, what a row shows where a timer would be, and whether rows with unread chats are scrolled away.
 */

/** Header name length by the panel's width: 5 below 220 px, then 14 … 34 from each breakpoint on, 40 above 430 px. */
const HEADER_NAME_STEPS: readonly (readonly [minWidth: number, chars: number])[] = [
  [220, 14],
  [270, 18],
  [320, 22],
  [390, 26],
  [400, 30],
  [430, 34],
];

export function headerNameLimit(widthPx: number): number {
  if (widthPx > 430) return 40;
  let chars = 5;
  for (const [minWidth, n] of HEADER_NAME_STEPS) if (widthPx >= minWidth) chars = n;
  return chars;
}

/** What a row shows in its timer's place: a paused task or email says Paused, an ended contact an ended mark. */
export type RowTime = 'timer' | 'paused' | 'ended';

export function rowTime(status: ContactStatus): RowTime {
  if (status === 'paused') return 'paused';
  if (status === 'ended') return 'ended';
  return 'timer';
}

export interface Span {
  top: number;
  bottom: number;
}

/**
 * Whether any row with unread messages lies wholly above or wholly below the visible part of the list (the two
 * Unread Chats buttons). A row partly in view counts as seen.
 */
export function unreadOutOfView(rows: readonly Span[], view: Span): { above: boolean; below: boolean } {
  return {
    above: rows.some((r) => r.bottom <= view.top),
    below: rows.some((r) => r.top >= view.bottom),
  };
}

/** The unread row to bring into view for one of the buttons: the nearest one in that direction. */
export function nearestOutOfView<T extends Span>(rows: readonly T[], view: Span, direction: 'above' | 'below'): T | undefined {
  if (direction === 'above') return rows.filter((r) => r.bottom <= view.top).sort((a, b) => b.bottom - a.bottom)[0];
  return rows.filter((r) => r.top >= view.bottom).sort((a, b) => a.top - b.top)[0];
}
