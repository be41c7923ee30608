/** A control the agent types text into: a message box, a form field, an editor. */
export const TEXT_FIELD =
  'textarea, input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset], [type=file], [type=range], [type=color]), [contenteditable=""], [contenteditable="true"]';

/** Whether focus is in a text field outside `inside`: the agent may be typing there, and keeps the focus. */
export function typingElsewhere(inside: Element | null | undefined): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches(TEXT_FIELD) && !inside?.contains(active);
}
