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
    // Typing is never lost: while the agent types elsewhere (a chat's message box, Create task, the CRM page that
    // frames the panel) the contact is announced and offered, and Accept waits to be reached, rather than taking
    // the keystrokes.
    if (!typingElsewhere(o.section.current) && !focusOutsideFrame()) acceptRef.current?.focus();
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
