import { signal } from '../../model/signals';

/**
 * A panel of a channel's home that another part of the page asked to open with a number (a task's or a dial
 * link's number to call opens the number pad with it; the header's dropdown uses a stored channel activation). The
 * home takes it when it shows and clears it, so a request never lingers to surprise the agent later.
 */
export interface HomePanelRequest {
  panel: 'number_pad' | 'quick_connects';
  /** What the number pad's field starts with. */
  number?: string;
}

export const homePanelRequest = signal<HomePanelRequest | null>(null);

/** Takes the pending request, if any (the home that opens it calls this once). */
export function takeHomePanelRequest(): HomePanelRequest | null {
  const r = homePanelRequest.peek();
  if (r) homePanelRequest.value = null;
  return r;
}
