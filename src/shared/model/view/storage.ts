/** The slice of Web Storage the model uses; localStorage fits as is, tests use memoryStorage(). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Storage keys of the spec (voice §3, chat §3). */
export const STORAGE_KEYS = {
  viewTypeOverride: 'viewType',
  previousViewTypeOverride: 'previousViewType',
  activeContactId: 'activeContactId',
  previousContactId: 'previousContactId',
  expandedView: 'expandedView',
  /** The contact a New Email was opened from, while that email is being written. */
  createEmailRelatedContactId: 'createEmailRelatedContactId',
  /** The contact whose screen is being shared. */
  screenSharingContactId: 'screenSharingContactId',
} as const;

/** Session storage (this tab only): the contact id of the task the agent created last (task §3). */
export const SESSION_KEYS = {
  lastCreatedTaskContactId: 'lastCreatedTaskContactId',
} as const;

export function readJson<T>(storage: KeyValueStorage, key: string, isValid: (v: unknown) => v is T): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    // A corrupt entry must not break the panel: treat it as absent.
    return null;
  }
}
