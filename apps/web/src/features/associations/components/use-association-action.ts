import type { Association } from '@marketday/shared';
import { useCallback, useState } from 'react';

export type DialogAction = 'edit' | 'toggle' | 'code';
type Target = { action: DialogAction; association: Association; opening: number };

// The chosen association outlives `isOpen`, so a dialog keeps its content during the closing animation;
// `opening` gives each opening a fresh key (fresh form values, no stale error).
export function useAssociationAction() {
  const [target, setTarget] = useState<Target | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const open = useCallback((action: DialogAction, association: Association) => {
    setTarget((previous) => ({ action, association, opening: (previous?.opening ?? 0) + 1 }));
    setIsOpen(true);
  }, []);

  function dialogProps(action: DialogAction) {
    if (target?.action !== action) return null;
    return {
      key: `${action}-${target.opening}`,
      props: { association: target.association, open: isOpen, onOpenChange: setIsOpen },
    };
  }

  return { open, dialogProps };
}
