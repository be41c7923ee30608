import type { CcpModel } from '../../shared/model';
import { effect } from '../../shared/model/signals';
import { numberFromDialLink } from '../../shared/crm/dial-link';
import { appBase } from '../../shared/ui/app/router';
import { homePanelRequest } from '../../shared/ui/app/home-request';
import { laterViews } from '../../shared/ui/shell/lazy-channel-views';
import type { KeyValueStorage } from '../../shared/model';
import { outsideDialDecision, type OutsideDialSource } from '../../shared/rules/outside-dial';

/** The number pad's own storage key for the country last dialled (NumberPad's LAST_COUNTRY). */
const LAST_COUNTRY = 'lastUsedCountry';

export type LinkNumber = { ok: true; number: string; emergency: boolean } | { ok: false; reason: 'malformed' | 'not_allowed' | 'not_dialable' };

/**
 * A number from a link or a CRM's command, checked as the number pad checks what the agent types. The pad's rules
 * come with the later views' chunk (with libphonenumber-js), loaded here if it is not yet; a chunk that cannot be
 * fetched rejects.
 */
export async function dialableFromLink(model: CcpModel, storage: KeyValueStorage, raw: string | null): Promise<LinkNumber> {
  const number = numberFromDialLink(raw);
  if (number === null) return { ok: false, reason: 'malformed' };
  if (!model.agent.canDialOutbound.peek()) return { ok: false, reason: 'not_allowed' };
  const { initialCountry, buildDialableNumber } = await laterViews.preload();
  const dialable = model.agent.dialableCountries.peek();
  const result = buildDialableNumber({ country: initialCountry(storage.getItem(LAST_COUNTRY), dialable), typed: number, dialableCountries: dialable });
  if (!result.ok) return { ok: false, reason: result.reason === 'country_not_dialable' ? 'not_dialable' : 'malformed' };
  return { ok: true, number: result.number, emergency: result.emergency };
}

/**
 * Whether a checked number from outside is dialled at once (outside-dial's rule: only the embedding API with
 * auto-dial on, never an emergency or premium-rate number). The number types come in a chunk of their own, fetched
 * only here; one that cannot be fetched leaves the call to the agent.
 */
export async function dialsAtOnce(number: Extract<LinkNumber, { ok: true }>, source: OutsideDialSource, autoDial: boolean): Promise<boolean> {
  if (outsideDialDecision({ source, autoDial, emergency: number.emergency, premiumRate: false }) === 'ask') return false;
  const premiumRate = await import('../../shared/rules/premium-rate').then(({ isPremiumRate }) => isPremiumRate(number.number), () => true);
  return outsideDialDecision({ source, autoDial, emergency: number.emergency, premiumRate }) === 'dial';
}

/** The tel: handler's URL: the browser puts the whole tel: URL, encoded, where %s is. */
export const telHandlerUrl = (win: Pick<Window, 'location'> = window) => `${win.location.origin}${appBase(win)}dial?number=%s`;

/**
 * Click-to-dial: `…/dial?number=` (a link in a CRM, or a tel: link through the browser's handler) becomes the
 * softphone route, and once the agent is signed in the number pad opens with the number, normalised as the pad
 * would (the agent's dialable countries, emergency numbers). Dialling always waits for the agent's click, auto-dial
 * or not: any page can open this route (rules/outside-dial). A malformed number, or one the agent may not call, is said and never dialled. Runs before
 * the router, so the router never sees the unknown `dial` path.
 */
export function takeDialRoute(model: CcpModel, storage: KeyValueStorage, win: Window = window) {
  const base = appBase(win);
  if (win.location.pathname.replace(/\/+$/, '') !== `${base}dial`) return;
  const raw = new URLSearchParams(win.location.search).get('number');
  win.history.replaceState(null, '', `${base}softphone`);
  let done = false;
  const stop = effect(() => {
    if (done || !model.agent.isInitialized.value) return;
    done = true;
    queueMicrotask(() => stop());
    void dialableFromLink(model, storage, raw).then(
      (result) => {
        if (!result.ok) return void model.alerts.add({ level: 'warning', type: `crm_dial_${result.reason}`, messageParams: { number: (raw ?? '').slice(0, 64) } });
        homePanelRequest.value = { panel: 'number_pad', number: result.number };
      },
      // The pad's chunk could not be fetched: the pad opens with the link's number and says so, with Try again (it
      // is in the same chunk); nothing is dialled unchecked.
      () => (homePanelRequest.value = { panel: 'number_pad', number: numberFromDialLink(raw) ?? '' }),
    );
  });
}

/** Asks the browser to send tel: links here; it asks the agent to confirm. False where the browser cannot. */
export function registerTelLinks(win: Window = window): boolean {
  if (typeof win.navigator.registerProtocolHandler !== 'function' || !win.isSecureContext) return false;
  win.navigator.registerProtocolHandler('tel', telHandlerUrl(win));
  return true;
}
