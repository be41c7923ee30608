import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { QuickResponse } from '../../model';
import { findTrigger, insertQuickResponse, moveActive, QUICK_RESPONSE_TRIGGER, quickResponsesAllowed, type ListKey } from '../../rules/chat-quick-responses';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { listId, optionId } from './QuickResponseList';

const LIST_KEYS: readonly string[] = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

/**
 * Wires the message box to the quick-responses search: the trigger under the caret opens and updates it,
 * keys move through the results, and a choice replaces the trigger and query with the response's text.
 */
export function useQuickResponses(contactId: string, box: RefObject<HTMLTextAreaElement | null>) {
  const model = useModel();
  const qr = model.quickResponses;
  const search = qr.get(contactId);
  const available = useValue(qr.available);
  const open = useValue(search.open);
  const results = useValue(search.results);
  const markdown = useValue(model.chat.get(contactId).features).markdownEnabled;
  const monitorMode = useValue(model.contacts.get(contactId)!.contact).supervision.mode;
  const enabled = available && quickResponsesAllowed(monitorMode);
  const [active, setActive] = useState(-1);
  const caretAfter = useRef<number | null>(null);

  useEffect(() => void qr.check(), [qr]);
  useEffect(() => setActive(results.length > 0 ? 0 : -1), [results]);
  useEffect(() => () => qr.close(contactId), [qr, contactId]);
  // After an insertion the caret goes to the end of the inserted text.
  useLayoutEffect(() => {
    const at = caretAfter.current;
    if (at === null || !box.current) return;
    caretAfter.current = null;
    box.current.setSelectionRange(at, at);
  });

  const follow = (text: string, caret: number) => {
    if (!enabled) return;
    const match = findTrigger(text, caret);
    if (match) qr.search(contactId, match.query);
    else if (search.open.peek()) qr.close(contactId);
  };

  const choose = (r: QuickResponse) => {
    const el = box.current;
    const draft = model.chat.get(contactId).draft.peek();
    const match = findTrigger(draft, el?.selectionStart ?? draft.length);
    const text = qr.choose(contactId, r, markdown);
    const next = match ? insertQuickResponse(draft, match, text) : { draft: draft + text, caret: draft.length + text.length };
    caretAfter.current = next.caret;
    model.chat.setDraft(contactId, next.draft);
    qr.close(contactId);
    el?.focus();
  };

  /** Handles the key if the open search wants it; answers whether it did. */
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (e.key === 'Escape') {
      e.preventDefault();
      qr.close(contactId);
      return true;
    }
    if (LIST_KEYS.includes(e.key) && results.length > 0) {
      e.preventDefault();
      setActive((a) => moveActive(a, results.length, e.key as ListKey));
      return true;
    }
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing && active >= 0 && results[active]) {
      e.preventDefault();
      // While a newer search is pending the list is stale: Enter waits for it rather than insert the wrong one.
      if (!search.loading.peek()) choose(results[active]!);
      return true;
    }
    return false;
  };

  /** The toolbar button: puts the trigger at the caret and opens the search. */
  const start = () => {
    const el = box.current;
    const draft = model.chat.get(contactId).draft.peek();
    const at = el?.selectionStart ?? draft.length;
    const gap = at > 0 && !/\s/.test(draft.charAt(at - 1)) ? ' ' : '';
    const next = draft.slice(0, at) + gap + QUICK_RESPONSE_TRIGGER + draft.slice(at);
    const caret = at + gap.length + QUICK_RESPONSE_TRIGGER.length;
    caretAfter.current = caret;
    model.chat.setDraft(contactId, next);
    follow(next, caret);
    el?.focus();
  };

  const boxProps = enabled
    ? {
        'aria-autocomplete': 'list' as const,
        'aria-controls': open ? listId(contactId) : undefined,
        'aria-activedescendant': open && active >= 0 && results[active] ? optionId(contactId, active) : undefined,
      }
    : {};

  return { enabled, open, active, follow, choose, onKeyDown, start, boxProps };
}
