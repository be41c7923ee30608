import { describe, expect, it } from 'vitest';
import { actionBarLayout, offersNextContact } from '../../../src/shared/rules/action-bar-layout';

describe('action bar layout', () => {
  it('a connected email shows Reply, Reply all and Transfer; pausing, a task and the number pad go under More', () => {
    expect(actionBarLayout('email', ['reply', 'reply-all', 'pause', 'transfer', 'create-task', 'number-pad'])).toEqual({
      primary: ['reply', 'reply-all', 'transfer'],
      more: ['pause', 'create-task', 'number-pad'],
    });
  });

  it('a paused email puts Resume first', () => {
    expect(actionBarLayout('email', ['resume', 'create-task', 'number-pad'])).toEqual({ primary: ['resume'], more: ['create-task', 'number-pad'] });
  });

  it('an email whose reply is being written keeps Transfer in the bar', () => {
    expect(actionBarLayout('email', ['pause', 'transfer', 'create-task'])).toEqual({ primary: ['transfer'], more: ['pause', 'create-task'] });
  });

  it('a task keeps pause or resume and transfer; Create task and the number pad are under More', () => {
    expect(actionBarLayout('task', ['pause', 'transfer', 'create-task', 'number-pad'])).toEqual({ primary: ['pause', 'transfer'], more: ['create-task', 'number-pad'] });
    expect(actionBarLayout('task', ['resume', 'create-task'])).toEqual({ primary: ['resume'], more: ['create-task'] });
  });

  it('a chat has only End and More', () => {
    expect(actionBarLayout('chat', ['transfer', 'create-task'])).toEqual({ primary: [], more: ['transfer', 'create-task'] });
  });

  it("a call's control grid keeps its controls (a conference's six cells too); the rarer work is under More", () => {
    expect(actionBarLayout('voice', ['hold', 'mute', 'number-pad', 'quick-connects', 'screen-sharing', 'report-issue', 'create-task', 'new-email'])).toEqual({
      primary: ['hold', 'mute', 'number-pad', 'quick-connects'],
      more: ['screen-sharing', 'report-issue', 'create-task', 'new-email'],
    });
    expect(actionBarLayout('voice', ['swap', 'join', 'hold-all', 'mute', 'number-pad', 'quick-connects', 'report-issue'])).toEqual({
      primary: ['swap', 'join', 'hold-all', 'mute', 'number-pad', 'quick-connects'],
      more: ['report-issue'],
    });
  });

  it('never puts more than three labelled buttons (six call cells) in a bar, nor an action that is not offered', () => {
    for (const channel of ['voice', 'chat', 'task', 'email'] as const) {
      const all = ['reply', 'reply-all', 'pause', 'resume', 'transfer', 'hold', 'resume-call', 'swap', 'join', 'hold-all', 'mute', 'quick-connects', 'number-pad', 'create-task'] as const;
      const { primary, more } = actionBarLayout(channel, all);
      expect(primary.length).toBeLessThanOrEqual(channel === 'voice' ? 6 : 3);
      expect([...primary, ...more].sort()).toEqual([...all].sort());
      expect(actionBarLayout(channel, []).primary).toEqual([]);
    }
  });

  it('Next contact is offered for chats, tasks and emails; a call closes back to the softphone', () => {
    expect(['chat', 'task', 'email', 'voice'].map((c) => offersNextContact(c as 'chat'))).toEqual([true, true, true, false]);
  });
});
