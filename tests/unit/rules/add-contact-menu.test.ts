import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../src/shared/domain/agent';
import { addContactEntries, showsAddContactMenu, type AddContactAbilities } from '../../../src/shared/rules/add-contact-menu';

const channels = (...c: Channel[]) => new Set<Channel>(c);
const all: AddContactAbilities = {
  enabledChannels: channels('voice', 'chat', 'task', 'email'),
  canDialOutbound: true,
  canCreateTask: true,
  canCreateEmail: true,
  host: { dialOutbound: true, quickConnects: true, email: true, createTask: true },
  hasTaskForm: true,
};

describe('the add-contact dropdown', () => {
  it('appears only with voice, task or email enabled', () => {
    expect(showsAddContactMenu(channels('chat'))).toBe(false);
    expect(showsAddContactMenu(channels())).toBe(false);
    expect(showsAddContactMenu(channels('chat', 'voice'))).toBe(true);
    expect(showsAddContactMenu(channels('task'))).toBe(true);
    expect(showsAddContactMenu(channels('email'))).toBe(true);
    expect(addContactEntries({ ...all, enabledChannels: channels('chat') })).toEqual([]);
  });

  it('offers every entry, calls first, to an agent who may do everything', () => {
    expect(addContactEntries(all)).toEqual(['make-call', 'quick-connects', 'new-email', 'create-task']);
  });

  it('needs voice and the outbound-call ability for Make a call and Quick connects', () => {
    expect(addContactEntries({ ...all, canDialOutbound: false })).toEqual(['new-email', 'create-task']);
  });

  it('needs email and the email-creation ability for New Email', () => {
    expect(addContactEntries({ ...all, canCreateEmail: false })).toEqual(['make-call', 'quick-connects', 'create-task']);
  });

  it('needs task and the task-creation ability, and a form to open, for Create Task', () => {
    expect(addContactEntries({ ...all, canCreateTask: false })).toEqual(['make-call', 'quick-connects', 'new-email']);
    expect(addContactEntries({ ...all, hasTaskForm: false })).toEqual(['make-call', 'quick-connects', 'new-email']);
  });

  it('leaves out what the host cannot do', () => {
    expect(addContactEntries({ ...all, host: { dialOutbound: true, quickConnects: false, email: false, createTask: false } })).toEqual(['make-call']);
    expect(addContactEntries({ ...all, host: { dialOutbound: false, quickConnects: true, email: true, createTask: true } })).toEqual(['new-email', 'create-task']);
  });
});
