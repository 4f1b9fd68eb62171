import { useCallback, useState } from 'react';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';

export type Opening<T> = { target: T; key: number };

/**
 * What a dialog opens on. The target outlives `open`, so the dialog keeps its content while it animates closed;
 * `key` changes at every opening, so a dialog keyed by it starts afresh (fresh form values, no stale error).
 */
export function useOpening<T>(): {
  opening: Opening<T> | null;
  open: (target: T) => void;
  close: () => void;
  dialog: DialogOpenProps;
} {
  const [opening, setOpening] = useState<Opening<T> | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  // Stable, so a table's columns built from it are built once.
  const open = useCallback((target: T) => {
    setOpening((previous) => ({ target, key: (previous?.key ?? 0) + 1 }));
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);

  return { opening, open, close, dialog: { open: isOpen, onOpenChange: setIsOpen } };
}
