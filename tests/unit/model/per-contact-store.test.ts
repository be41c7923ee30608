import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../src/shared/model/view/storage';
import { PER_CONTACT_STORE_MAX, perContactStore } from '../../../src/shared/model/view/per-contact-store';

const keyOf = (id: string) => `draft:${id}`;

describe('per-contact store (chat/task/email §9: at most 20 entries)', () => {
  it('keeps the 20 most recently written entries and forgets the oldest', () => {
    expect(PER_CONTACT_STORE_MAX).toBe(20);
    const storage = memoryStorage();
    const store = perContactStore(storage, { indexKey: 'drafts', keyOf });
    for (let i = 1; i <= 21; i++) store.write(`c${i}`, `text ${i}`);
    expect(storage.getItem(keyOf('c1'))).toBeNull();
    expect(storage.getItem(keyOf('c2'))).toBe('text 2');
    expect(storage.getItem(keyOf('c21'))).toBe('text 21');
    expect(JSON.parse(storage.getItem('drafts')!)).toHaveLength(20);
  });

  it('a rewritten entry becomes the newest, so it outlives entries written after it the first time', () => {
    const storage = memoryStorage();
    const store = perContactStore(storage, { indexKey: 'drafts', keyOf, max: 2 });
    store.write('a', '1');
    store.write('b', '1');
    store.write('a', '2');
    store.write('c', '1');
    expect(storage.getItem(keyOf('a'))).toBe('2');
    expect(storage.getItem(keyOf('b'))).toBeNull();
    expect(storage.getItem(keyOf('c'))).toBe('1');
  });

  it('a removed entry leaves the store and the index', () => {
    const storage = memoryStorage();
    const store = perContactStore(storage, { indexKey: 'drafts', keyOf });
    store.write('a', '1');
    store.write('b', '1');
    store.remove('a');
    expect(storage.getItem(keyOf('a'))).toBeNull();
    expect(JSON.parse(storage.getItem('drafts')!)).toEqual(['b']);
  });

  it('a corrupt index is started again rather than breaking a write', () => {
    const storage = memoryStorage({ drafts: '{not json' });
    const store = perContactStore(storage, { indexKey: 'drafts', keyOf });
    store.write('a', '1');
    expect(storage.getItem(keyOf('a'))).toBe('1');
    expect(JSON.parse(storage.getItem('drafts')!)).toEqual(['a']);
  });
});
