import type { QuickConnect } from '../domain/port-types';

/** A quick connect is usable only with endpointARN, endpointId, name and type all present (§5). */
export function isValidQuickConnect(q: Partial<QuickConnect> | null | undefined): q is QuickConnect {
  return Boolean(q && q.endpointARN && q.endpointId && q.name && q.type);
}

/** Two clicks on the same list item within this window are a double click (§9), which picks and calls it. */
export const DOUBLE_CLICK_WINDOW_MS = 500;

export interface ItemClick {
  key: string;
  at: number;
}

/** Whether this click completes a double click on the same item as the one before. */
export function isDoubleClick(previous: ItemClick | null, click: ItemClick): boolean {
  return previous !== null && previous.key === click.key && click.at - previous.at >= 0 && click.at - previous.at <= DOUBLE_CLICK_WINDOW_MS;
}
