import { useEffect, useState } from 'react';

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** The open dialog on top (the last opened), followed as dialogs open and close; null when none or not `enabled`. */
export function useOpenDialog(enabled: boolean): Element | null {
  const [dialog, setDialog] = useState<Element | null>(null);
  useEffect(() => {
    if (!enabled) {
      setDialog(null);
      return;
    }
    const find = () => {
      const open = document.querySelectorAll(OPEN_DIALOG);
      setDialog(open[open.length - 1] ?? null);
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    return () => observer.disconnect();
  }, [enabled]);
  return dialog;
}
