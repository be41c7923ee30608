/**
 * Incoming chat messages, applied to the model a burst at a time. chatjs hands each message over in a task of its
 * own, so applying each at once repaints the panel once per message: during a burst the main thread (which the
 * CCP frame's relay of every message shares) falls behind and every later message waits longer. Here a message
 * is held until the tasks already queued have run, one task later: alone, it is applied a fraction of a
 * millisecond late; in a burst, all the messages that arrived meanwhile are applied, and painted, together.
 */
export interface MessageBursts<T> {
  add(contactId: string, item: T): void;
  /** Applies what is held now: before any other event of the chat, so the model sees them in order. */
  flush(): void;
}

/**
 * Runs `f` after the tasks queued so far (a posted message, unlike setTimeout, is not clamped to 4 ms). The channel
 * is private to this call: only its other port, which never leaves here, can post to it, so there is no origin or
 * sender to check and the message carries nothing.
 */
export function afterQueuedTasks(f: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    f();
  };
  channel.port2.postMessage(null);
}

export function createMessageBursts<T>(apply: (contactId: string, items: T[]) => void, schedule: (f: () => void) => void = afterQueuedTasks): MessageBursts<T> {
  // Per contact, in arrival order; a Map keeps the contacts in the order their first message came.
  let held = new Map<string, T[]>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (held.size === 0) return;
    const now = held;
    held = new Map();
    for (const [contactId, items] of now) apply(contactId, items);
  };
  return {
    add(contactId, item) {
      const list = held.get(contactId);
      if (list) list.push(item);
      else held.set(contactId, [item]);
      if (scheduled) return;
      scheduled = true;
      schedule(flush);
    },
    flush,
  };
}
