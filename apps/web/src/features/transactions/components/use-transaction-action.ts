import { useCallback, useState } from 'react';
import type { TransactionRow } from '@/entities/transactions/transaction-money';

type DialogAction = 'edit' | 'delete';
type Target = { action: DialogAction; transaction: TransactionRow; opening: number };

// The chosen transaction outlives `isOpen`, so a sheet keeps its content while it animates closed;
// `opening` gives each opening a fresh key (fresh form, unticked confirmation).
export function useTransactionAction() {
  const [target, setTarget] = useState<Target | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const open = useCallback((action: DialogAction, transaction: TransactionRow) => {
    setTarget((previous) => ({ action, transaction, opening: (previous?.opening ?? 0) + 1 }));
    setIsOpen(true);
  }, []);

  function dialogProps(action: DialogAction) {
    if (target?.action !== action) return null;
    return {
      key: `${action}-${target.opening}`,
      props: { transaction: target.transaction, open: isOpen, onOpenChange: setIsOpen },
    };
  }

  return { open, dialogProps };
}
