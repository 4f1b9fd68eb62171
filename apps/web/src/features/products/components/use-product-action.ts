import type { VendorProduct } from '@marketday/shared';
import { useCallback, useState } from 'react';
import type { ProductAction } from './product-card';

type Target = { action: ProductAction; product: VendorProduct; opening: number };

// The chosen product outlives `isOpen`, so a sheet or dialog keeps its content while it animates closed;
// `opening` gives each opening a fresh key (fresh form, no stale error).
export function useProductAction() {
  const [target, setTarget] = useState<Target | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const open = useCallback((action: ProductAction, product: VendorProduct) => {
    setTarget((previous) => ({ action, product, opening: (previous?.opening ?? 0) + 1 }));
    setIsOpen(true);
  }, []);

  function dialogProps(action: ProductAction) {
    if (target?.action !== action) return null;
    return {
      key: `${action}-${target.opening}`,
      props: { product: target.product, open: isOpen, onOpenChange: setIsOpen },
    };
  }

  return { open, dialogProps };
}
