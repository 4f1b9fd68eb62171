import type * as React from 'react';

const INTERACTIVE =
  'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="menuitem"]';

function isOwnClick(event: React.SyntheticEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  // React bubbles events out of portals (a row's action menu), which are not DOM descendants.
  if (!event.currentTarget.contains(target)) return false;
  // A button or link inside the row does its own thing instead of opening the row.
  const interactive = target.closest(INTERACTIVE);
  return !interactive || interactive === event.currentTarget || !event.currentTarget.contains(interactive);
}

/** Click and keyboard (Enter, Space) props that open a row, or nothing when rows are not clickable. */
export function rowActivationProps(onActivate: (() => void) | undefined) {
  if (!onActivate) return {};
  return {
    tabIndex: 0,
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      if (isOwnClick(event)) onActivate();
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      onActivate();
    },
  };
}
