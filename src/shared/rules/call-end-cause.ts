/**
 * Who ended a voice call that went from active to after-call work (voice §8): the agent (End call), the agent's own
 * switch to the backup environment (the switch disconnects every active contact, §4), a failover the service
 * completed without the agent's switch (one this window may not have seen pending, after a reload), or else the
 * other side. Only the last is 'The customer ended the call'.
 */
export type CallEndCause = 'agent' | 'switch' | 'failover' | 'customer';

export function callEndCause(contactId: string, ended: { byAgent: ReadonlySet<string>; bySwitch: ReadonlySet<string>; byFailover?: ReadonlySet<string> }): CallEndCause {
  if (ended.bySwitch.has(contactId)) return 'switch';
  if (ended.byFailover?.has(contactId)) return 'failover';
  if (ended.byAgent.has(contactId)) return 'agent';
  return 'customer';
}

/** The alert a call's end raises, if any: the agent knows when they ended it themselves. */
export function callEndAlert(cause: CallEndCause): 'customer_ended_call' | 'switch_ended_call' | 'failover_ended_call' | null {
  if (cause === 'customer') return 'customer_ended_call';
  if (cause === 'switch') return 'switch_ended_call';
  if (cause === 'failover') return 'failover_ended_call';
  return null;
}
