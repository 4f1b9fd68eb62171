import type { Column } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon, EyeOffIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu';
import en from './locales/en.json';

type DataTableColumnHeaderProps<TData, TValue> = {
  column: Column<TData, TValue>;
  title: string;
  className?: string;
  /** Smaller type, less padding and a smaller sort icon, for a compact table (DataTable `compact`). */
  compact?: boolean;
};

// docs/product.md §2: a column's header menu offers Asc, Desc and Hide.
export function DataTableColumnHeader<TData, TValue>({
  column,
  title,
  className,
  compact = false,
}: DataTableColumnHeaderProps<TData, TValue>) {
  const t = useMessages(en);
  const canSort = column.getCanSort();
  const canHide = column.getCanHide();
  if (!canSort && !canHide) return <div className={cn('font-medium', className)}>{title}</div>;

  const sorted = column.getIsSorted();
  const SortIcon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ChevronsUpDownIcon;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          // A long title wraps to two lines rather than widening its column past the screen.
          className={cn(
            '-ml-3 h-auto min-h-11 whitespace-normal py-1 text-left data-[state=open]:bg-accent md:min-h-8',
            compact && '-ml-1 gap-0.5 px-1 text-xs',
            className,
          )}
        >
          <span>{title}</span>
          {canSort && <SortIcon aria-hidden="true" className={compact ? 'size-3.5' : undefined} />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {canSort && (
          <>
            <DropdownMenuItem onSelect={() => column.toggleSorting(false)}>
              <ArrowUpIcon aria-hidden="true" className="text-muted-foreground" />
              {t('sortAsc')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => column.toggleSorting(true)}>
              <ArrowDownIcon aria-hidden="true" className="text-muted-foreground" />
              {t('sortDesc')}
            </DropdownMenuItem>
          </>
        )}
        {canSort && canHide && <DropdownMenuSeparator />}
        {canHide && (
          <DropdownMenuItem onSelect={() => column.toggleVisibility(false)}>
            <EyeOffIcon aria-hidden="true" className="text-muted-foreground" />
            {t('hideColumn')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
