import { memoryStorage, type KeyValueStorage } from '../../model';

/** localStorage when the browser allows it (it can throw in locked-down iframes), memory otherwise. */
export function browserStorage(): KeyValueStorage {
  try {
    const probe = '__ccp_probe__';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}
