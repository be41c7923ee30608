import { useEffect } from 'react';
import { answerFocusPending } from './use-answer-focus';
import { focusOutsideFrame } from './framed-focus';

/** How many recently focused controls are remembered as places to return to. */
const HISTORY = 8;
/** How long a lost focus waits for its fallback to appear or arm (Close contact is disabled for 500 ms). */
const WAIT_MS = 3000;
/** How long a control disabled while its action runs (End chat) may come back before focus moves on. */
const DISABLED_WAIT_MS = 1000;

const TABBABLE =
  'button:not(:disabled), [href], input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
const PRIMARY = '.btn-primary, button.primary';

/** The parts of a page focus stays within: a lost control's nearest one still shown is where focus goes. */
const REGION = 'section, form, dialog, main, nav, [role="tabpanel"], [role="group"], [role="dialog"]';

const usable = (el: Element | null | undefined): boolean =>
  el instanceof HTMLElement && el.isConnected && !el.matches(':disabled') && !el.closest('[inert], [hidden]') && el.getClientRects().length > 0;

/** A control and who it is to the agent: a re-rendered twin (a panel's opener shown again) counts as the same. */
const identity = (el: Element) => `${el.tagName}|${el.getAttribute('aria-label') ?? ''}|${el.textContent ?? ''}`;

/**
 * Keeps keyboard focus on a sensible control after any action, for the whole panel. When the focused control
 * goes away (Accept once the call is answered, End call at after-call work, a closed panel or dialog) or is
 * disabled, the browser drops focus to the page body, and a keyboard or screen-reader user would start again
 * from the top. Components move focus themselves where they know better (Accept on an incoming contact, the
 * neighbour after Close contact, a dialog's opener); when they have not, within the nearest part of the page
 * still shown, focus goes to, in order:
 *   1. the control focused before, or its re-rendered twin (the Number pad button after the pad closes, More
 *      after its dialog closes);
 *   2. a control marked data-focus-fallback (the chat's message box);
 *   3. the screen's primary action (Close contact), waiting for it to arm;
 *   4. the first control there.
 */
export function useFocusKeeper() {
  useEffect(() => {
    // Each control with its ancestors, recorded while it is connected: once removed, it no longer has them.
    let history: { el: HTMLElement; path: HTMLElement[] }[] = [];
    let lost: { since: number } | null = null;
    let frame = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const onFocusIn = (e: FocusEvent) => {
      const el = e.target;
      if (!(el instanceof HTMLElement)) return;
      lost = null;
      const path: HTMLElement[] = [];
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) path.push(p);
      history = [{ el, path }, ...history.filter((h) => h.el !== el)].slice(0, HISTORY);
    };

    /** Where in `region` focus should go, by the rules above; 'wait' while its primary action is still disabled. */
    const pickIn = (region: HTMLElement, lostOne: (typeof history)[number]): HTMLElement | null | 'wait' => {
      const whole = region === document.body;
      // What went away with the lost control (a closed call's controls) is no place to return to, nor are
      // controls of another part of the page.
      const goneWith = new Set(whole ? [] : lostOne.path.filter((p) => !p.isConnected));
      // Over the whole page, an earlier control (a tab passed on the way) is no better than the rules below.
      for (const { el, path } of whole ? [] : history.slice(1)) {
        if (!path.includes(region)) continue;
        if (path.some((p) => goneWith.has(p))) continue;
        if (el.isConnected) {
          if (usable(el)) return el;
          continue;
        }
        const twin = Array.from(region.querySelectorAll(el.tagName)).find((c) => identity(c) === identity(el));
        if (usable(twin)) return twin as HTMLElement;
      }
      const marked = region.querySelector('[data-focus-fallback]');
      if (usable(marked)) return marked as HTMLElement;
      const primary = Array.from(region.querySelectorAll(PRIMARY)).filter((p) => p !== lostOne.el && p.getClientRects().length > 0);
      const armedPrimary = primary.find(usable) as HTMLElement | undefined;
      if (armedPrimary) return armedPrimary;
      if (primary.length > 0) return 'wait';
      // The shown contact before the list of contacts above it.
      const scope = region.querySelector('.contact-panel') ?? region;
      return (Array.from(scope.querySelectorAll(TABBABLE)).find(usable) as HTMLElement | undefined) ?? null;
    };

    /** The nearest part of the page still shown that has somewhere to go; the page itself last. */
    const pick = (): HTMLElement | null | 'wait' => {
      const [lostOne] = history;
      if (!lostOne) return null;
      // A toast's Accept leaves an empty tray: then the page around it (the chat it opened) decides.
      for (const region of [...lostOne.path.filter((p) => p.isConnected && p.matches(REGION)), document.body]) {
        const target = pickIn(region, lostOne);
        if (target !== null) return target;
      }
      return null;
    };

    const rescue = () => {
      frame = 0;
      clearTimeout(retry);
      // An offer's Accept takes the focus once the offer is painted: that is where focus goes, not a rescue.
      if (answerFocusPending()) return schedule();
      const focused = history[0]?.el;
      const active = document.activeElement;
      if (!focused || (active && active !== document.body)) return void (lost = null);
      // The agent works in the page that frames the panel: focus comes back here with them (looked at again then).
      if (focusOutsideFrame()) return;
      if (!lost) {
        // Focus left by the agent's own doing (a click on empty space) stays where the browser put it.
        if (usable(focused)) return;
        lost = { since: Date.now() };
      }
      const waited = Date.now() - lost.since;
      if (waited > WAIT_MS) return void (lost = null);
      // Disabled while its action runs: it may come back (a failed Accept) or go (End chat once ended).
      if (usable(focused)) return void ((lost = null), focused.focus());
      if (focused.isConnected && waited < DISABLED_WAIT_MS) return void (retry = setTimeout(schedule, DISABLED_WAIT_MS - waited));
      const target = pick();
      if (target === 'wait' || target === null) return;
      lost = null;
      target.focus();
    };

    // Components move focus in their own effects, which React runs after the DOM change: look a frame later.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(rescue);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'inert'] });
    // A focused control that is disabled (Hold while a supervisor barges in) loses the focus when the browser next
    // looks, after the DOM change the observer saw: that loss, to nowhere, is a moment to look again.
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget === null) schedule();
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    window.addEventListener('focus', schedule);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('focus', schedule);
      if (frame) cancelAnimationFrame(frame);
      clearTimeout(retry);
    };
  }, []);
}
