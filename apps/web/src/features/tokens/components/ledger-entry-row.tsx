import { LEDGER_TYPE_LABELS, type TokenLedgerEntry } from '@marketday/shared';
import { format, parseISO } from 'date-fns';
import { LedgerDelta } from './ledger-delta';

// The market day an entry belongs to, or the day it was written when it has none.
function entryDate(entry: TokenLedgerEntry): string {
  return format(parseISO(entry.market_date ?? entry.created_at), 'MM/dd/yyyy');
}

export function LedgerEntryRow({ entry }: { entry: TokenLedgerEntry }) {
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-b py-3 last:border-0">
      <div className="min-w-0">
        <p className="font-medium">{LEDGER_TYPE_LABELS[entry.type]}</p>
        <p className="text-muted-foreground text-sm tabular-nums">{entryDate(entry)}</p>
      </div>
      <div className="text-right">
        <LedgerDelta delta={entry.delta} className="text-base" />
        <p className="text-muted-foreground text-sm tabular-nums">{entry.balance} in hand</p>
      </div>
      {entry.note && <p className="col-span-2 break-words text-muted-foreground text-sm">{entry.note}</p>}
    </li>
  );
}
