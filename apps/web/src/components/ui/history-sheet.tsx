import { Fragment, type ReactNode } from 'react';
import { DataTableErrorCard } from './data-table';
import type { DialogOpenProps } from './dialog-open-props';
import { LoadMoreButton, type PagedQuery } from './load-more-button';
import { LoadingPlaceholders } from './loading-placeholders';
import { SideSheet } from './side-sheet';

type HistorySheetProps<E> = DialogOpenProps & {
  title: ReactNode;
  description: ReactNode;
  /** Placeholder rows while the first answer is awaited. */
  isLoading: boolean;
  skeleton: { rows: number; className: string };
  error: unknown;
  /** The entries loaded so far; undefined until the server has answered. */
  entries: E[] | undefined;
  emptyMessage: ReactNode;
  listLabel: string;
  /** An <ol> where the order is the point (a running balance), else a <ul>. */
  isOrdered?: boolean;
  getKey: (entry: E) => string;
  renderEntry: (entry: E) => ReactNode;
  /** Where the server pages the history: the button under the list that appends the next page. */
  loadMore?: { query: PagedQuery; label: string; total: number | null };
  /** Dialogs opened from an entry, kept inside the sheet so they stack above it. */
  children?: ReactNode;
};

// A side sheet listing a record's history: placeholders while loading, the error, a line when there is
// nothing yet, else the entries, each drawn by the caller, and the button for the next page where there is one.
export function HistorySheet<E>({
  isLoading,
  skeleton,
  error,
  entries,
  emptyMessage,
  listLabel,
  isOrdered = false,
  getKey,
  renderEntry,
  loadMore,
  children,
  ...sheet
}: HistorySheetProps<E>) {
  const List = isOrdered ? 'ol' : 'ul';
  return (
    <SideSheet {...sheet} headerClassName="border-b">
      <div className="flex-1 overflow-y-auto px-4 py-2">
        {isLoading && (
          <LoadingPlaceholders
            className="grid gap-3 py-2"
            placeholders={Array.from({ length: skeleton.rows }, () => `${skeleton.className} w-full`)}
          />
        )}
        {error ? <DataTableErrorCard error={error} /> : null}
        {entries?.length === 0 && (
          <p className="py-8 text-center text-muted-foreground text-sm">{emptyMessage}</p>
        )}
        {entries && entries.length > 0 && (
          <List aria-label={listLabel}>
            {entries.map((entry) => (
              <Fragment key={getKey(entry)}>{renderEntry(entry)}</Fragment>
            ))}
          </List>
        )}
        {loadMore && <LoadMoreButton {...loadMore} shown={entries?.length ?? 0} />}
      </div>
      {children}
    </SideSheet>
  );
}
