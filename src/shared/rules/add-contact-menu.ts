import type { Channel } from '../domain/agent';

/** An entry of the header's add-contact dropdown (task list and header §2, permissions §6). */
export type AddContactEntry = 'make-call' | 'quick-connects' | 'new-email' | 'create-task';

export interface AddContactAbilities {
  enabledChannels: ReadonlySet<Channel>;
  /** Voice channel and the outbound-call permission (agent.canDialOutbound). */
  canDialOutbound: boolean;
  /** Task channel and not restrictTaskCreation (agent.canCreateTask). */
  canCreateTask: boolean;
  /** Email channel and the outbound-email permission (agent.canCreateEmail). */
  canCreateEmail: boolean;
  /** What this host can do at all: dialling, listing quick connects, email drafts, creating tasks. */
  host: { dialOutbound: boolean; quickConnects: boolean; email: boolean; createTask: boolean };
  /** The panel has a create-task form to open (until it has, the entry is left out rather than faked). */
  hasTaskForm: boolean;
}

/** The dropdown's button appears only if voice, task or email is enabled (chat alone starts nothing). */
export function showsAddContactMenu(enabled: ReadonlySet<Channel>): boolean {
  return enabled.has('voice') || enabled.has('task') || enabled.has('email');
}

/**
 * The entries the agent may use, in the menu's order: Make a call and Quick connects need voice and the outbound
 * call ability; Create Task the task channel and task creation; New Email the email channel and email creation.
 * Each also needs the host to offer the operation behind it, so no entry is an empty promise.
 */
export function addContactEntries(a: AddContactAbilities): AddContactEntry[] {
  if (!showsAddContactMenu(a.enabledChannels)) return [];
  const entries: AddContactEntry[] = [];
  if (a.canDialOutbound && a.host.dialOutbound) entries.push('make-call');
  if (a.canDialOutbound && a.host.dialOutbound && a.host.quickConnects) entries.push('quick-connects');
  if (a.canCreateEmail && a.host.email) entries.push('new-email');
  if (a.canCreateTask && a.host.createTask && a.hasTaskForm) entries.push('create-task');
  return entries;
}
