import type { QuickConnect } from '../model/port-types';

/** A quick connect is usable only with endpointARN, endpointId, name and type all present (§5). */
export function isValidQuickConnect(q: Partial<QuickConnect> | null | undefined): q is QuickConnect {
  return Boolean(q && q.endpointARN && q.endpointId && q.name && q.type);
}
