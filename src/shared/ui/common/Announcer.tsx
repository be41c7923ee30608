/**
 * Announcements for screen readers of things that happen without the agent acting (an incoming contact): a
 * visually hidden live region, present from the start so that text put into it is read out.
 *
 *   <LiveAnnouncer />            once, in the shell
 *   announce('Incoming chat: Jane Doe')
 */
export function LiveAnnouncer() {
  return <div id={ANNOUNCER_ID} className="visually-hidden" aria-live="assertive" aria-atomic="true" />;
}

const ANNOUNCER_ID = 'ccp-announcer';

export function announce(text: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  // Cleared first, so the same words said twice (two calls from one number) are read twice.
  region.textContent = '';
  setTimeout(() => (region.textContent = text), 100);
}
