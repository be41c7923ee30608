import { useEffect, useRef, type RefObject } from 'react';
import { focusOutsideFrame } from './framed-focus';
import { typingElsewhere } from './text-field';

/**
 * An offered contact takes the focus on Accept, so Enter answers, as a call does, unless the agent is typing. Once
 * accepted and live, focus moves to the contact's next step (a chat's message box, an email's Reply): the contact
 * may still be connecting when Accept goes, so it waits for that here, unless the agent has moved to another part
 * of the page meanwhile.
 */
export function useAnswerFocus(o: { contactId: string; offered: boolean; live: boolean; section: RefObject<HTMLElement | null>; next: () => HTMLElement | null | undefined }) {
  const acceptRef = useRef<HTMLButtonElement>(null);
  const accepting = useRef(false);
  // Whether the agent, by pointer or key, acted outside this contact since it was offered: focus the page's focus
  // keeper moved (to a row, when Accept went) is not the agent moving away.
  const movedAway = useRef(false);
  useEffect(() => {
    const note = (e: Event) => {
      if (accepting.current && !o.section.current?.contains(e.target as Node)) movedAway.current = true;
    };
    document.addEventListener('pointerdown', note, true);
    document.addEventListener('keydown', note, true);
    return () => {
      document.removeEventListener('pointerdown', note, true);
      document.removeEventListener('keydown', note, true);
    };
  }, []);
  useEffect(() => {
    if (!o.offered) return;
    accepting.current = true;
    movedAway.current = false;
    // Once the offer is painted: focus() lays the page out at once, and in the offer's own task that held the
    // offer back from the screen (ring to screen, issue 33); a frame later it only restyles Accept. Typing is never
    // lost: while the agent types elsewhere (a chat's message box, Create task, the CRM page that frames the panel)
    // the contact is announced and offered, and Accept waits to be reached, rather than taking the keystrokes.
    // Focus something else took meanwhile (a closed form handing it back to its task's row) is left where it is.
    const before = document.activeElement;
    const focusAccept = () => {
      pending.delete(focusAccept);
      const now = document.activeElement;
      const movedMeanwhile = now !== before && now !== null && now !== document.body;
      if (!movedMeanwhile && !typingElsewhere(o.section.current) && !focusOutsideFrame()) acceptRef.current?.focus();
    };
    pending.add(focusAccept);
    const cancel = afterPaint(focusAccept);
    return () => {
      pending.delete(focusAccept);
      cancel();
    };
  }, [o.offered, o.contactId]);
  useEffect(() => {
    if (!o.live || !accepting.current) return;
    accepting.current = false;
    const active = document.activeElement;
    if (focusOutsideFrame()) return;
    if (!active || active === document.body || o.section.current?.contains(active) || !movedAway.current) o.next()?.focus();
    // Only the moment the contact becomes live counts.
  }, [o.live]);
  return acceptRef;
}

/** Offers whose Accept is still to take the focus: until then the focus keeper leaves focus where it is. */
const pending = new Set<() => void>();

/** Whether an offered contact is about to focus its Accept (useFocusKeeper waits for it, as it did in one task). */
export function answerFocusPending(): boolean {
  return pending.size > 0;
}

/** Runs `fn` once the next frame has been painted (a task after its animation frame); returns a cancel. */
function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(fn)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
