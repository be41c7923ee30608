/** Composer rules (chat §5): Enter sends, Shift+Enter adds a line, IME composition is ignored, blank text is never sent. */

export const COMPOSER_MAX_HEIGHT_PX = 80;

export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  /** KeyboardEvent.isComposing, or keyCode 229 (some browsers report composition only that way). */
  isComposing: boolean;
  keyCode?: number;
}

export function composerKeyAction(e: ComposerKey): 'send' | 'newline' | 'none' {
  if (e.key !== 'Enter') return 'none';
  if (e.isComposing || e.keyCode === 229) return 'none';
  return e.shiftKey ? 'newline' : 'send';
}

export function isSendable(text: string): boolean {
  return text.trim().length > 0;
}
