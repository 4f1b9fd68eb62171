import type { Vendor } from '@marketday/shared';
import { useCallback, useState } from 'react';
import type { VendorAction } from './vendor-row-actions';

type Target = { action: VendorAction; vendor: Vendor; opening: number };

// The chosen vendor outlives `isOpen`, so a dialog keeps its content during the closing animation;
// `opening` gives each opening a fresh key (fresh ticks, no stale error).
export function useVendorAction() {
  const [target, setTarget] = useState<Target | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  // Stable, so the table's columns are built once.
  const open = useCallback((action: VendorAction, vendor: Vendor) => {
    setTarget((previous) => ({ action, vendor, opening: (previous?.opening ?? 0) + 1 }));
    setIsOpen(true);
  }, []);

  function dialogProps(action: VendorAction) {
    if (target?.action !== action) return null;
    return {
      key: `${action}-${target.opening}`,
      props: { vendor: target.vendor, open: isOpen, onOpenChange: setIsOpen },
    };
  }

  return { open, dialogProps };
}
