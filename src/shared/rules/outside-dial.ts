/**
 * Where a number to dial came from outside the panel. `link`: a top-level navigation to `…/dial?number=` (a CRM's
 * link, or any page's tel: link through the browser's handler). `embed`: the embedding API's `dial`, taken only
 * from the framing window on an allowed origin (embed-host checks origin and source).
 */
export type OutsideDialSource = 'link' | 'embed';

export interface OutsideDial {
  source: OutsideDialSource;
  /** The admin's `crm.dial.autoDial`. */
  autoDial: boolean;
  emergency: boolean;
  premiumRate: boolean;
}

/**
 * Whether a number from outside is dialled at once or put on the number pad for the agent's click. A link is never
 * dialled at once: any page can open `…/dial` or a tel: link, and the panel cannot tell who did (the referrer can be
 * cut or absent, and a tel: handler's never names the page). Only the embedding API, whose sender is checked, may
 * auto-dial, and only where the admin turned it on; emergency and premium-rate numbers always wait for the agent.
 */
export function outsideDialDecision(dial: OutsideDial): 'dial' | 'ask' {
  if (dial.emergency || dial.premiumRate) return 'ask';
  return dial.source === 'embed' && dial.autoDial ? 'dial' : 'ask';
}
