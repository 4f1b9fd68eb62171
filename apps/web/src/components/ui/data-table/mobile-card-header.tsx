import type * as React from 'react';
import { cn } from '@/lib/cn';

type MobileCardHeaderProps = {
  /** The card's heading: what the row is (a vendor's name, a market); left out where `children` name it. */
  title?: React.ReactNode;
  /** The heading's level: h2 on a page's own list, h3 inside a section that has its own heading. */
  heading?: 'h2' | 'h3';
  /** The lines under the title: badges, a date, who or where. */
  children?: React.ReactNode;
  /** The row's buttons or menu, on the right. */
  actions: React.ReactNode;
  /** Spacing or alignment of the title and its lines. */
  className?: string;
};

// The top of a phone's card for a table row (DataTable renderCard): the row's title and lines on the left and its
// actions on the right, as the row's last column holds them on a wider screen.
export function MobileCardHeader({
  title,
  heading: Heading = 'h2',
  children,
  actions,
  className,
}: MobileCardHeaderProps) {
  return (
    <div className="flex items-start justify-between gap-2">
      <div className={cn('flex min-w-0 flex-col gap-1', className)}>
        {title !== undefined && (
          <Heading className="break-words font-semibold text-base leading-tight">{title}</Heading>
        )}
        {children}
      </div>
      {actions}
    </div>
  );
}
