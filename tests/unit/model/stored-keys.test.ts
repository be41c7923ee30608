import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/shared/domain/clock';
import { createCcpModel } from '../../../src/shared/model/create-model';
import { makeContact, type CcpPort, type EmailPort } from '../../../src/shared/model';
import { memoryStorage, SESSION_KEYS, STORAGE_KEYS } from '../../../src/shared/model/view/storage';
import { FakePort } from './support/fake-port';
import { configuration } from './support/fixtures';

// The storage keys the spec lists (voice §3, chat §3): what the panel writes, and when it clears them.
function setup() {
  const fake = new FakePort();
  const storage = memoryStorage();
  const sessionStorage = memoryStorage();
  const email: EmailPort = {
    createDraft: async () => ({ contactId: 'new-1' }),
    getEmail: async () => Promise.reject(new Error('unused')),
    getThread: async () => [],
    attachmentUrl: async () => '',
    addAttachment: async () => Promise.reject(new Error('unused')),
    removeAttachment: async () => undefined,
    send: async () => undefined,
  };
  const port: CcpPort = { ...fake.port(), email };
  const model = createCcpModel(port, { clock: new ManualClock(1_000_000), storage, sessionStorage });
  model.agent.applyConfiguration(configuration());
  return { model, storage, sessionStorage };
}

describe('stored keys', () => {
  it('keeps the last created task contact id in session storage', async () => {
    const { model, storage, sessionStorage } = setup();
    await model.intents.createTask({ name: 'T', endpoint: { endpointARN: 'a', endpointId: 'a', name: 'Q', type: 'queue' } });
    expect(sessionStorage.getItem(SESSION_KEYS.lastCreatedTaskContactId)).toBe('task-new');
    expect(storage.getItem(SESSION_KEYS.lastCreatedTaskContactId)).toBeNull();
  });
  it('keeps the contact a New Email was opened from until that email is sent', async () => {
    const { model, storage } = setup();
    model.contacts.applySnapshot([makeContact({ contactId: 'call-1', type: 'voice', state: 'connected' })]);
    const id = (await model.email.newEmail('call-1'))!;
    expect(storage.getItem(STORAGE_KEYS.createEmailRelatedContactId)).toBe('call-1');
    model.email.setDraft(id, { to: 'pat@example.com', subject: 'Your refund', body: 'Done.' });
    expect(await model.email.send(id)).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.createEmailRelatedContactId)).toBeNull();
  });
});
