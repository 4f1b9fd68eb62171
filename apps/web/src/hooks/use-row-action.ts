import { useCallback } from 'react';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useOpening } from './use-opening';

/** The dialog of one action, while it is the one chosen: its key, the row it opens on and its open state. */
export type RowActionDialog<T> = { key: string; row: T; props: DialogOpenProps };

/**
 * Which row a table's action dialogs open on: `open(action, row)` from a row menu, then `dialogProps(action)`
 * for each dialog (null unless it is the chosen one). The row outlives the closing animation and each opening
 * gets a fresh key (see useOpening).
 */
export function useRowAction<A extends string, T>() {
  const { opening, open: openOn, dialog } = useOpening<{ action: A; row: T }>();

  const open = useCallback((action: A, row: T) => openOn({ action, row }), [openOn]);

  function dialogProps(action: A): RowActionDialog<T> | null {
    if (opening?.target.action !== action) return null;
    return { key: `${action}-${opening.key}`, row: opening.target.row, props: dialog };
  }

  return { open, dialogProps };
}
