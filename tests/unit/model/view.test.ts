import { describe, expect, it } from 'vitest';
import { createContactsStore } from '../../../src/shared/model/contacts/contacts';
import { signal } from '../../../src/shared/model/signals';
import { memoryStorage, STORAGE_KEYS } from '../../../src/shared/model/view/storage';
import { createViewStore, type ViewStore } from '../../../src/shared/model/view/view';
import { chat, voiceCall } from './support/fixtures';

function setup(storage = memoryStorage()) {
  let view: ViewStore | undefined;
  const contacts = createContactsStore({
    now: signal(0),
    agentState: signal(null),
    onRemoved: (r) => view?.handleRemoved(r),
  });
  view = createViewStore({ storage, contacts });
  return { contacts, view, storage };
}

describe('view: hash-selected contact', () => {
  it('shows the contact the hash names when it belongs to the channel', () => {
    const { contacts, view } = setup();
    contacts.applySnapshot([chat('c1'), chat('c2'), voiceCall('v1')]);
    view.setRoute('chat');
    view.setHash('c2');
    expect(view.shownContactId.value).toBe('c2');
    expect(view.hashRedirect.value).toBeUndefined();
  });
  it('redirects to the first contact of the channel when the hash names none', () => {
    const { contacts, view } = setup();
    contacts.applySnapshot([voiceCall('v1'), chat('c1')]);
    view.setRoute('chat');
    view.setHash('v1');
    expect(view.shownContactId.value).toBeNull();
    expect(view.hashRedirect.value).toBe('c1');
  });
  it('redirects to the bare path when a hash is set but the channel has no contact', () => {
    const { view } = setup();
    view.setRoute('email');
    view.setHash('gone');
    expect(view.hashRedirect.value).toBe('');
  });
  it('a contact asked for before it is listed wins over the one the view fell back to (issue 41)', () => {
    const { contacts, view } = setup();
    view.setRoute('chat');
    view.setHash('c2');
    // Not listed yet: the bare path, then the first chat…
    expect(view.hashRedirect.value).toBe('');
    view.setHash(null, 'redirect');
    contacts.applySnapshot([chat('c1')]);
    expect(view.hashRedirect.value).toBe('c1');
    view.setHash('c1', 'redirect');
    expect(view.hashRedirect.value).toBeUndefined();
    // …until the one asked for comes.
    contacts.applySnapshot([chat('c1'), chat('c2')]);
    expect(view.hashRedirect.value).toBe('c2');
    view.setHash('c2', 'redirect');
    expect(view.hashRedirect.value).toBeUndefined();
    expect(view.shownContactId.value).toBe('c2');
  });
  it('a later choice of the agent replaces what was asked before', () => {
    const { contacts, view } = setup();
    contacts.applySnapshot([chat('c1')]);
    view.setRoute('chat');
    view.setHash('c9');
    view.setHash('c1');
    contacts.applySnapshot([chat('c1'), chat('c9')]);
    expect(view.hashRedirect.value).toBeUndefined();
    expect(view.shownContactId.value).toBe('c1');
  });
  it('shows the home with no contact and no hash', () => {
    const { view } = setup();
    view.setRoute('task');
    expect(view.hashRedirect.value).toBeUndefined();
    expect(view.shownContactId.value).toBeNull();
  });
});

describe('view: closing a contact moves focus', () => {
  it('to the previous contact of the same channel', () => {
    const { contacts, view } = setup();
    contacts.applySnapshot([chat('c1'), chat('c2')]);
    view.setRoute('chat');
    view.setHash('c2');
    contacts.applySnapshot([chat('c1')]);
    expect(view.hashContactId.value).toBe('c1');
    expect(view.focusTarget.value).toEqual({ kind: 'contact', contactId: 'c1' });
  });
  it('to the channel home when none is left, restoring the previous view type', () => {
    const { contacts, view, storage } = setup();
    view.setViewTypeOverride({ viewType: 'list', mediaType: 'chat', source: 'a' });
    view.setViewTypeOverride({ viewType: 'detail', mediaType: 'chat', source: 'b' });
    contacts.applySnapshot([chat('c1')]);
    view.setRoute('chat');
    view.setHash('c1');
    contacts.applySnapshot([]);
    expect(view.hashContactId.value).toBeNull();
    expect(view.focusTarget.value).toEqual({ kind: 'channel-home', channel: 'chat' });
    expect(view.viewTypeOverride.value?.viewType).toBe('list');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.viewTypeOverride)!).viewType).toBe('list');
  });
  it('leaves focus alone when a contact that is not shown closes', () => {
    const { contacts, view } = setup();
    contacts.applySnapshot([chat('c1'), chat('c2')]);
    view.setRoute('chat');
    view.setHash('c1');
    contacts.applySnapshot([chat('c1')]);
    expect(view.focusTarget.value).toBeNull();
  });
});

describe('view: stored view-type override', () => {
  it('is read back from storage', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.viewTypeOverride]: '{"viewType":"v","mediaType":"chat","source":"s"}' });
    expect(setup(storage).view.viewTypeOverride.value).toEqual({ viewType: 'v', mediaType: 'chat', source: 's' });
  });
  it('treats a corrupt entry as absent', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.viewTypeOverride]: '{oops' });
    expect(setup(storage).view.viewTypeOverride.value).toBeNull();
  });
});

describe('view: the task list expanded view', () => {
  it('is off by default, and kept in storage across panels', () => {
    const storage = memoryStorage();
    const first = setup(storage).view;
    expect(first.expandedView.value).toBe(false);
    first.setExpandedView(true);
    expect(first.expandedView.value).toBe(true);
    expect(setup(storage).view.expandedView.value).toBe(true);
    expect(setup(memoryStorage({ expandedView: 'not json' })).view.expandedView.value).toBe(false);
  });
});

describe('view: stored contact ids (voice §3, chat §3)', () => {
  it('keeps the viewed contact as activeContactId and the one viewed before as previousContactId', () => {
    const { contacts, view, storage } = setup();
    contacts.applySnapshot([chat('c1'), chat('c2')]);
    view.setRoute('chat');
    view.setHash('c1');
    expect(storage.getItem(STORAGE_KEYS.activeContactId)).toBe('c1');
    view.setHash('c2');
    expect(storage.getItem(STORAGE_KEYS.activeContactId)).toBe('c2');
    expect(storage.getItem(STORAGE_KEYS.previousContactId)).toBe('c1');
  });
  it('drops the screen-sharing contact id once that contact has left, not before the first snapshot', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.screenSharingContactId]: 'v1' });
    const { contacts } = setup(storage);
    expect(storage.getItem(STORAGE_KEYS.screenSharingContactId)).toBe('v1');
    contacts.applySnapshot([voiceCall('v1')]);
    expect(storage.getItem(STORAGE_KEYS.screenSharingContactId)).toBe('v1');
    contacts.applySnapshot([]);
    expect(storage.getItem(STORAGE_KEYS.screenSharingContactId)).toBeNull();
  });
});
