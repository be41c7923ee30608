/**
 * Chat and task offers cannot be accepted while the agent's current contacts of that channel (worked on, paused or
 * in after-contact work: not yet closed) already fill the channel's concurrency (chat/task/email §5: 'Cannot accept
 * more contacts until the current chat or task is closed.'). Amazon Connect offers within concurrency, but an offer
 * made before the routing profile's concurrency was lowered still rings. No concurrency known: nothing is blocked.
 */
export function isAtChannelCapacity(currentInChannel: number, concurrency: number | undefined): boolean {
  return concurrency !== undefined && currentInChannel >= concurrency;
}
