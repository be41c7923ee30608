import type { ContactType } from '../domain/contact';

/**
 * Which of a working contact's actions sit in its action bar and which go under More (issue #28: a connected email
 * had seven equal buttons over three rows with End not set apart). Every channel follows one rule: at most a few
 * primary actions, the channel's everyday ones; everything else under More; End (or Leave) always on its own,
 * set apart in the danger style, never counted here.
 */

export type ContactAction =
  // email
  | 'reply'
  | 'reply-all'
  // email and task (spec: pause applies to tasks and emails)
  | 'pause'
  | 'resume'
  // every channel's hand-over
  | 'transfer'
  // chat (multi-party)
  | 'add-to-chat'
  | 'manage-participants'
  // voice
  | 'hold'
  | 'resume-call'
  | 'swap'
  | 'join'
  | 'hold-all'
  | 'mute'
  | 'quick-connects'
  | 'screen-sharing'
  | 'report-issue'
  | 'new-email'
  // work started from the contact
  | 'create-task'
  | 'number-pad';

export type ActionChannel = Extract<ContactType, 'voice' | 'chat' | 'task' | 'email'>;

interface ChannelRule {
  /** The actions that may be primary, most important first. */
  primary: readonly ContactAction[];
  /** How many primary actions fit: three labelled buttons beside More and End in a 320 px bar. */
  max: number;
}

const RULES: Record<ActionChannel, ChannelRule> = {
  // The chat's work is the composer: its bar is End plus More (spec, chat/task/email §4 action bar).
  chat: { primary: [], max: 0 },
  // An email is answered or handed over; pausing it is rarer (and a paused email only resumes).
  email: { primary: ['resume', 'reply', 'reply-all', 'transfer'], max: 3 },
  // The spec's task bar: End, More, and pause or resume; transfer is a task's everyday hand-over, so it stays too.
  task: { primary: ['resume', 'pause', 'transfer'], max: 3 },
  // A call's controls are icon cells of a grid, not labelled buttons: a call offers four of them (hold or resume,
  // mute, keypad, quick connects) and a conference six (swap, join and hold all instead of hold), two rows of three
  // that fit 320 px. They keep their cells, so a control never jumps between the grid and More as the parties
  // change; the rarer work (screen sharing, a report, a task or an email) is under More.
  voice: { primary: ['hold', 'resume-call', 'swap', 'join', 'hold-all', 'mute', 'number-pad', 'quick-connects'], max: 6 },
};

export interface ActionBarLayout {
  /** In the bar, most important first. */
  primary: ContactAction[];
  /** Under More, in the order the view offered them. */
  more: ContactAction[];
}

/** Splits the actions a contact offers now (in the view's order) between its bar and its More menu. */
export function actionBarLayout(channel: ActionChannel, offered: readonly ContactAction[]): ActionBarLayout {
  const rule = RULES[channel];
  const primary = rule.primary.filter((a) => offered.includes(a)).slice(0, rule.max);
  return { primary, more: offered.filter((a) => !primary.includes(a)) };
}

/**
 * Whether closing a contact of this channel in after-contact work reads 'Next contact' when another contact is
 * waiting. The spec's action bar for chats, tasks and emails (chat/task/email §4) shows 'a close or next-contact
 * button', so all three offer it. A call's after-call work is the softphone's own screen, where the next step is
 * the next call (its number pad and quick connects): closing it returns there, so voice keeps Close contact.
 */
export function offersNextContact(channel: ActionChannel): boolean {
  return channel !== 'voice';
}
