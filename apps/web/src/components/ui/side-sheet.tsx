import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { DialogOpenProps } from './dialog-open-props';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from './sheet';

// A sheet from the side with a title and a line under it, the shape of every editing sheet in the app; what it
// holds unmounts when it closes, so each opening starts from fresh values.
export function SideSheet({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  headerClassName,
  titleClassName,
  contentClassName,
  children,
}: DialogOpenProps & {
  title: ReactNode;
  description: ReactNode;
  size?: 'md' | 'lg';
  headerClassName?: string;
  titleClassName?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        className={cn('w-full gap-0', size === 'lg' ? 'sm:max-w-lg' : 'sm:max-w-md', contentClassName)}
      >
        <SheetHeader className={cn('pr-14', headerClassName)}>
          <SheetTitle className={cn('text-lg', titleClassName)}>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  );
}
