/**
 * Which of the agent's panel windows carries softphone calls (rings and plays them), and what each window says
 * about it. Amazon Connect's streams elects one window per browser (its SOFTPHONE master topic); a live call's
 * audio cannot move to another window, so the agent may choose the window only between calls.
 */

/** Where this window stands: it carries calls, another window does, or nobody has been elected yet. */
export type CarrierPlace = 'here' | 'elsewhere' | 'none';

/** What the window tells the agent. */
export type CarrierNotice = 'here' | 'elsewhere' | 'elsewhere-in-call' | 'audio-lost' | null;

export interface CarrierFacts {
  /** Only a softphone agent has calls that ring and play in a window. */
  softphoneEnabled: boolean;
  place: CarrierPlace | null;
  /** A voice call is live for the agent (ringing, connected, on hold). */
  liveCall: boolean;
  /** The window that carried the live call went away with its audio. */
  audioLost: boolean;
}

export function carrierNotice(f: CarrierFacts): CarrierNotice {
  if (!f.softphoneEnabled) return null;
  if (f.audioLost) return 'audio-lost';
  if (f.place === 'here') return 'here';
  if (f.place === 'elsewhere') return f.liveCall ? 'elsewhere-in-call' : 'elsewhere';
  return null;
}

/**
 * What the window says, of what carrierNotice found: that calls ring here is worth saying only when the agent has
 * another panel window open that they might be in (issue 41: the line showed with one window). `windows` counts the
 * agent's connected panel windows in this browser, this one included; null while not known (then taken as one).
 */
export function toldCarrierNotice(notice: CarrierNotice, windows: number | null): CarrierNotice {
  if (notice === 'here' && (windows ?? 1) <= 1) return null;
  return notice;
}

/** 'Take calls in this window' is offered only where the choice can be honoured: another window carries, no call is live. */
export function canTakeCalls(f: CarrierFacts): boolean {
  return carrierNotice(f) === 'elsewhere';
}

/**
 * Whether the agent's calls ring in this window, so sound blocked here would leave them unheard: a softphone agent
 * whose calls are not carried by another window (until one is elected, this window may be the one; if the carrying
 * window closes, this one carries the calls and is checked then).
 */
export function ringsHere(f: Pick<CarrierFacts, 'softphoneEnabled' | 'place'>): boolean {
  return f.softphoneEnabled && f.place !== 'elsewhere';
}

/**
 * The window that carried a live call is gone (closed or reloaded): the carrier changed while the call lasted and
 * it was not this window. The call goes on at Amazon Connect, but nobody hears it.
 */
export function carrierLostDuringCall(before: { carrierId: string | null; here: boolean }, afterCarrierId: string | null, liveCall: boolean): boolean {
  return liveCall && before.carrierId !== null && !before.here && afterCarrierId !== before.carrierId;
}

/** A time the browser froze the page (Page Lifecycle `freeze` to `resume`), and the contacts it knew before. */
export interface PageSleep {
  frozenAt: number;
  resumedAt: number;
  knownIds: ReadonlySet<string>;
}

/**
 * The contacts offered while the page was frozen: new since the freeze, in a state that began before it resumed.
 * Those the agent must know about, as nothing rang or showed for them meanwhile.
 */
export function offeredWhileAsleep<C extends { contactId: string; stateTimestamp: number }>(contacts: readonly C[], sleep: PageSleep): C[] {
  return contacts.filter((c) => !sleep.knownIds.has(c.contactId) && c.stateTimestamp >= sleep.frozenAt && c.stateTimestamp <= sleep.resumedAt);
}

/**
 * Whether the window should keep the browser from freezing it: it carries the calls of a signed-in softphone
 * agent, so a freeze would let a call ring unheard.
 */
export function shouldStayAwake(f: { signedIn: boolean; notice: CarrierNotice }): boolean {
  return f.signedIn && (f.notice === 'here' || f.notice === 'audio-lost');
}
