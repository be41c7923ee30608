/**
 * Whether focus is outside the panel's frame: the panel is framed (a CRM page, the agent workspace) and the agent
 * works in the page around it, or that page's window is in the background. Focusing a control of the panel then
 * takes the focus from the page around it, and what the agent types there lands in the panel instead (a contact
 * closing, or offered, a moment after the agent moved to the CRM). A panel window of its own may always move its
 * focus: that never brings the window forward nor takes the focus from another one.
 */
export function focusOutsideFrame(win: Window = window): boolean {
  return win.parent !== win && !win.document.hasFocus();
}
