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

/**
 * How long before a failover completes a call's end is still taken for the failover's. Amazon Connect disconnects
 * the calls as it completes the failover, but the call's end reaches the panel from the old region's agent snapshot
 * before streams says the failover completed (it says so on the first update from the new region): the order the
 * panel hears them in is the reverse of cause and effect. Generous for a busy machine; a customer hanging up in those
 * seconds before a failover that would have cut the call anyway is told as the failover's end.
 */
export const FAILOVER_END_GRACE_MS = 15_000;

/**
 * The calls a completed failover ended although their end was heard first (and told as the customer's): those told
 * as the customer's end at most FAILOVER_END_GRACE_MS before the completion. `customerEnds` maps a contact to when
 * its end was told as the customer's.
 */
export function endedByCompletedFailover(customerEnds: ReadonlyMap<string, number>, completedAt: number): string[] {
  return [...customerEnds].filter(([, at]) => at <= completedAt && completedAt - at <= FAILOVER_END_GRACE_MS).map(([id]) => id);
}
