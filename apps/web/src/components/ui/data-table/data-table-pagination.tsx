import { TABLE_PAGE_SIZES, TABLE_PAGER_MIN_ROWS } from '@marketday/shared';
import type { Table } from '@tanstack/react-table';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from 'lucide-react';
import * as React from 'react';
import { useIntlTag } from '@/lib/i18n/intl';
import { useMessages } from '@/lib/i18n/use-messages';
import { Button } from '../button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select';
import en from './locales/en.json';

// docs/product.md §2/§9: rows-per-page selector, first/previous/next/last and 'Page X of Y',
// shown only once the filtered rows reach TABLE_PAGER_MIN_ROWS.
export function DataTablePagination<TData>({ table }: { table: Table<TData> }) {
  const t = useMessages(en);
  const numbers = new Intl.NumberFormat(useIntlTag());
  const labelId = React.useId();
  // The filtered rows on the client, or the server's count of the whole range (manual paging).
  if (table.getRowCount() < TABLE_PAGER_MIN_ROWS) return null;

  const { pageIndex, pageSize } = table.getState().pagination;
  const pageCount = Math.max(table.getPageCount(), 1);
  const navButtons = [
    {
      label: t('firstPage'),
      Icon: ChevronsLeftIcon,
      onClick: () => table.firstPage(),
      disabled: !table.getCanPreviousPage(),
    },
    {
      label: t('previousPage'),
      Icon: ChevronLeftIcon,
      onClick: () => table.previousPage(),
      disabled: !table.getCanPreviousPage(),
    },
    {
      label: t('nextPage'),
      Icon: ChevronRightIcon,
      onClick: () => table.nextPage(),
      disabled: !table.getCanNextPage(),
    },
    {
      label: t('lastPage'),
      Icon: ChevronsRightIcon,
      onClick: () => table.lastPage(),
      disabled: !table.getCanNextPage(),
    },
  ];

  return (
    <nav
      aria-label={t('pagination')}
      data-slot="data-table-pagination"
      className="flex flex-col-reverse items-center gap-3 sm:flex-row sm:justify-end sm:gap-6"
    >
      <div className="flex items-center gap-2">
        <span id={labelId} className="whitespace-nowrap font-medium text-sm">
          {t('rowsPerPage')}
        </span>
        <Select value={String(pageSize)} onValueChange={(size) => table.setPageSize(Number(size))}>
          <SelectTrigger aria-labelledby={labelId} className="w-20 tabular-nums">
            <SelectValue />
          </SelectTrigger>
          <SelectContent side="top">
            {TABLE_PAGE_SIZES.map((size) => (
              <SelectItem key={size} value={String(size)} className="tabular-nums">
                {size}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex items-center gap-3">
        <p aria-live="polite" className="whitespace-nowrap font-medium text-sm tabular-nums">
          {t('pageOf', { page: numbers.format(pageIndex + 1), count: numbers.format(pageCount) })}
        </p>
        <div className="flex items-center gap-1">
          {navButtons.map(({ label, Icon, onClick, disabled }) => (
            <Button
              key={label}
              variant="outline"
              size="icon"
              aria-label={label}
              onClick={onClick}
              disabled={disabled}
            >
              <Icon aria-hidden="true" />
            </Button>
          ))}
        </div>
      </div>
    </nav>
  );
}
