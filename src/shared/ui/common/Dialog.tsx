import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, Esc closes it, and focus returns
 * to where it was when it closes.
 */
export function Dialog({ title, description, children, onClose }: { title: string; description?: ReactNode; children: ReactNode; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    // The browser may close a modal on a repeated Esc whatever cancel says; the owner decides, so reopen it.
    let mounted = true;
    const onNativeClose = () => mounted && dialog.isConnected && dialog.showModal();
    dialog.addEventListener('close', onNativeClose);
    return () => {
      mounted = false;
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, []);
  return (
    <dialog ref={ref} aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined} className="dialog" onCancel={(e) => (e.preventDefault(), onClose())}>
      <h2 id={titleId}>{title}</h2>
      {/* Read with the title when the dialog opens (a screen reader otherwise hears only the title and the focused button). */}
      {description && <div id={descriptionId}>{description}</div>}
      {children}
    </dialog>
  );
}
