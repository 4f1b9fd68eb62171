import type * as React from 'react';
import { Skeleton } from './skeleton';

type LoadingPlaceholdersProps = React.ComponentProps<'div'> & {
  /** One grey block per entry, each entry its size classes (e.g. 'h-24 w-full rounded-xl'). */
  placeholders: readonly string[];
  /** Said to screen readers (an unseen line) while the blocks stand in for the content. */
  label?: string;
};

// The grey blocks a section shows while its content loads, in a container marked busy; `className` lays them out.
export function LoadingPlaceholders({ placeholders, label, ...props }: LoadingPlaceholdersProps) {
  return (
    <div aria-busy="true" {...props}>
      {label && <span className="sr-only">{label}</span>}
      {placeholders.map((size, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
        <Skeleton key={index} className={size} />
      ))}
    </div>
  );
}
