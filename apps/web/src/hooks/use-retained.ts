import { useState } from 'react';

// Keeps the last non-null value so a dialog's text does not vanish during its closing animation.
function useRetained<T>(value: T | null): T | null {
  const [kept, setKept] = useState(value);
  if (value !== null && value !== kept) setKept(value);
  return value ?? kept;
}

/**
 * A dialog that is open while `value` is set (the thing it asks about): its open props, where closing means
 * onCancel, and the value to show, kept through the closing animation.
 */
export function useRetainedDialog<T>(value: T | null, onCancel: () => void) {
  const shown = useRetained(value);
  const dialog = {
    open: value !== null,
    onOpenChange: (open: boolean) => {
      if (!open) onCancel();
    },
  };
  return { shown, dialog };
}
