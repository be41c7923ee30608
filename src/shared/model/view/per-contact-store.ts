import type { KeyValueStorage } from './storage';

/** The per-contact local store keeps at most 20 entries (chat/task/email §9). */
export const PER_CONTACT_STORE_MAX = 20;

/** Writes and removals of one kind of per-contact entry (a chat's draft, a task or email draft). */
export interface PerContactStore {
  write(id: string, value: string): void;
  remove(id: string): void;
}

/**
 * A per-contact store in Web Storage holding at most `max` entries. An index under `indexKey` lists the ids most
 * recently written first; writing one more forgets the oldest, so drafts of contacts that ended while the panel was
 * closed (and are never cleaned up by their store) cannot pile up in the agent's browser.
 */
export function perContactStore(storage: KeyValueStorage, options: { indexKey: string; keyOf: (id: string) => string; max?: number }): PerContactStore {
  const { indexKey, keyOf, max = PER_CONTACT_STORE_MAX } = options;
  const readIndex = (): string[] => {
    try {
      const v: unknown = JSON.parse(storage.getItem(indexKey) ?? '[]');
      return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
    } catch {
      // A corrupt index must not break the panel: start a new one.
      return [];
    }
  };
  return {
    write(id, value) {
      storage.setItem(keyOf(id), value);
      const index = [id, ...readIndex().filter((x) => x !== id)];
      for (const old of index.slice(max)) storage.removeItem(keyOf(old));
      storage.setItem(indexKey, JSON.stringify(index.slice(0, max)));
    },
    remove(id) {
      storage.removeItem(keyOf(id));
      const index = readIndex();
      if (index.includes(id)) storage.setItem(indexKey, JSON.stringify(index.filter((x) => x !== id)));
    },
  };
}
