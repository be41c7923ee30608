import { signal } from '../../model/signals';

/**
 * A panel of a channel's home that another part of the page asked to open (the header's add-contact dropdown
 * opens the softphone's number pad or quick connects). The home takes it when it shows and clears it, so a
 * request never lingers to surprise the agent later.
 */
export type HomePanelRequest = 'number_pad' | 'quick_connects';

export const homePanelRequest = signal<HomePanelRequest | null>(null);

/** A number to put in the number pad it opens (a task's dialable attribute); taken with the request. */
export const homePanelNumber = signal<string | null>(null);

/** Takes the pending request, if any (the home that opens it calls this once). */
export function takeHomePanelRequest(): { panel: HomePanelRequest; number: string | null } | null {
  const r = homePanelRequest.peek();
  const number = homePanelNumber.peek();
  homePanelNumber.value = null;
  if (r) homePanelRequest.value = null;
  return r ? { panel: r, number } : null;
}
