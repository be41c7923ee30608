import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../src/shared/domain/agent';
import { makeContact } from '../../../src/shared/domain/contact';
import { incomingToastTimeout, shouldShowIncomingToast, toastPlacement } from '../../../src/shared/rules/toasts';
import { chat, voiceCall } from '../model/support/fixtures';

const all = new Set<Channel>(['voice', 'chat', 'task', 'email']);
const incomingChat = chat('new', { state: 'incoming' });
const ringing = voiceCall('ring', { state: 'connecting' });

describe('incoming toast suppression', () => {
  it('shows a chat toast on another route', () => {
    expect(shouldShowIncomingToast({ contact: incomingChat, route: 'softphone', contacts: [incomingChat], enabledChannels: all })).toBe(true);
  });
  it('suppresses a call toast on the softphone route', () => {
    expect(shouldShowIncomingToast({ contact: ringing, route: 'softphone', contacts: [ringing], enabledChannels: all })).toBe(false);
  });
  it('suppresses a chat toast on the chat route when it is the only chat', () => {
    expect(shouldShowIncomingToast({ contact: incomingChat, route: 'chat', contacts: [incomingChat], enabledChannels: all })).toBe(false);
  });
  it('shows a chat toast on the chat route when another chat is already present', () => {
    const contacts = [chat('busy'), incomingChat];
    expect(shouldShowIncomingToast({ contact: incomingChat, route: 'chat', contacts, enabledChannels: all })).toBe(true);
  });
  it('suppresses toasts with auto-accept', () => {
    const auto = { ...incomingChat, isAutoAcceptEnabled: true };
    expect(shouldShowIncomingToast({ contact: auto, route: 'settings', contacts: [auto], enabledChannels: all })).toBe(false);
  });
  it('needs the task channel enabled for a task toast', () => {
    const task = makeContact({ contactId: 't', type: 'task', state: 'incoming' });
    expect(shouldShowIncomingToast({ contact: task, route: null, contacts: [task], enabledChannels: new Set(['voice']) })).toBe(false);
  });
  it('toasts a task on the Task tab while its Create task form covers the page', () => {
    const task = makeContact({ contactId: 't', type: 'task', state: 'incoming' });
    expect(shouldShowIncomingToast({ contact: task, route: 'task', contacts: [task], enabledChannels: all })).toBe(false);
    expect(shouldShowIncomingToast({ contact: task, route: 'task', contacts: [task], enabledChannels: all, taskFormOpen: true })).toBe(true);
  });
});

describe('incoming toast timeout', () => {
  it('is 20 s normally', () => {
    expect(incomingToastTimeout(ringing, [ringing])).toBe(20_000);
  });
  it('is 30 s for a call while another call is present', () => {
    expect(incomingToastTimeout(ringing, [voiceCall('other'), ringing])).toBe(30_000);
  });
});

describe('toast placement (never over the field being typed into)', () => {
  const area = { top: 100, bottom: 700 };
  it('goes above a message box at the bottom, no taller than the room above it', () => {
    expect(toastPlacement({ top: 560, bottom: 620 }, area)).toEqual({ edge: 'top', room: 444 });
  });
  it('goes below a field near the top', () => {
    expect(toastPlacement({ top: 150, bottom: 190 }, area)).toEqual({ edge: 'bottom', room: 494 });
  });
  it('with no field focused (or one out of the area) sits at the bottom over at most half the area', () => {
    expect(toastPlacement(null, area)).toEqual({ edge: 'bottom', room: 292 });
    expect(toastPlacement({ top: 20, bottom: 60 }, area)).toEqual({ edge: 'bottom', room: 292 });
  });
  it('never gets a negative room when the field fills the area', () => {
    expect(toastPlacement({ top: 100, bottom: 700 }, area).room).toBe(0);
  });
});
