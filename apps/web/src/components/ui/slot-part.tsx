import type * as React from 'react';
import { cn } from '@/lib/cn';

type PartAttributes = { [attribute: `data-${string}` | `aria-${string}`]: string };

type PartOptions = PartAttributes & {
  /** Base classes; the caller's className is merged after them (cn), so it wins a conflict. */
  className?: string;
};

// The shadcn-style wrappers share one shape: a Radix primitive or an HTML tag drawn with its data-slot (what
// styles and tests select on), fixed attributes, base classes the caller's className extends, and every other
// prop passed through (the caller's props last, as in the wrappers this replaces). A part with more than that
// (defaults, a portal, an icon) stays a function of its own.
export function slotPart<C extends React.ElementType>(
  Component: C,
  slot: string,
  { className: baseClassName, ...attributes }: PartOptions = {},
) {
  const Tag: React.ElementType = Component;
  function SlotPart(props: React.ComponentProps<C>) {
    const { className, ...rest } = props as { className?: string };
    return (
      <Tag
        data-slot={slot}
        {...attributes}
        className={baseClassName === undefined ? className : cn(baseClassName, className)}
        {...rest}
      />
    );
  }
  SlotPart.displayName = slot;
  return SlotPart;
}
