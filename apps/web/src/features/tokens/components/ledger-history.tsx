import type { Token } from '@marketday/shared';
import { DataTableErrorCard } from '@/components/ui/data-table';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useTokenLedger } from '@/entities/tokens/get-token-ledger';
import { listTotal, loadedRows } from '@/lib/paging';
import { LedgerEntryRow } from './ledger-entry-row';

type LedgerHistoryProps = DialogOpenProps & {
  marketId: string;
  token: Token;
};

// Every change to a token's count, newest first, with the balance after each: a page at a time, older
// entries appended on request (a busy token gains an entry every market day).
export function LedgerHistory({ marketId, token, open, onOpenChange }: LedgerHistoryProps) {
  // Fetched only when opened: most visits never look at the history.
  const ledger = useTokenLedger({ marketId, tokenId: token.id, enabled: open });
  const entries = loadedRows(ledger.data);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-md">
        <SheetHeader className="border-b pr-14">
          <SheetTitle className="text-lg">{token.name} history</SheetTitle>
          <SheetDescription>
            Every change to the count, newest first, with the count in hand after it.
          </SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-4 py-2">
          {ledger.isPending && (
            <div aria-busy="true" className="grid gap-3 py-2">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          )}
          {ledger.error && <DataTableErrorCard error={ledger.error} />}
          {ledger.data && entries.length === 0 && (
            <p className="py-8 text-center text-muted-foreground text-sm">No changes recorded yet.</p>
          )}
          {entries.length > 0 && (
            <ul aria-label={`${token.name} ledger`}>
              {entries.map((entry) => (
                <LedgerEntryRow key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
          <LoadMoreButton
            query={ledger}
            label="Show older entries"
            shown={entries.length}
            total={listTotal(ledger.data)}
          />
        </div>
      </SheetContent>
    </Sheet>
  );
}
