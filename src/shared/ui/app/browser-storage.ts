import { memoryStorage, type KeyValueStorage } from '../../model';

/** localStorage when the browser allows it (it can throw in locked-down iframes), memory otherwise. */
export function browserStorage(): KeyValueStorage {
  return usable(() => window.localStorage);
}

/** sessionStorage (this tab only) when the browser allows it, memory otherwise. */
export function browserSessionStorage(): KeyValueStorage {
  return usable(() => window.sessionStorage);
}

function usable(get: () => Storage): KeyValueStorage {
  try {
    const storage = get();
    const probe = '__ccp_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}
