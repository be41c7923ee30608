import type { Clock } from '../../domain/clock';
import type { CcpPort } from '../port';
import { effect } from '../signals';
import type { ViewStore } from './view';

/** How long a hash must name a contact before the panel tells the host it is viewed (chat/task/email §2). */
export const VIEW_CONTACT_DELAY_MS = 250;

/**
 * A hash naming a known contact views it after 250 ms, unless a view-type override is active (chat/task/email §2):
 * the host hears which contact the agent looks at, and quick hash changes (Ctrl+digit through the tabs) tell it
 * only the one the agent stops on. Returns a function that stops it.
 */
export function watchViewedContact(deps: { view: ViewStore; port: CcpPort; clock: Clock }): () => void {
  const { view, port, clock } = deps;
  return effect(() => {
    const id = view.shownContactId.value;
    if (id === null || view.viewTypeOverride.value !== null || !port.contacts.view) return;
    return clock.setTimeout(() => port.contacts.view?.(id), VIEW_CONTACT_DELAY_MS);
  });
}
