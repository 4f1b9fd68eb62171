import { LEDGER_TYPE_LABELS, type TokenLedgerEntry } from '@marketday/shared';
import { parseISO } from 'date-fns';
import { displayDate } from '@/lib/i18n/dates';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { LedgerDelta } from './ledger-delta';

// The market day an entry belongs to, or the day it was written when it has none.
function entryDate(entry: TokenLedgerEntry): string {
  return displayDate(parseISO(entry.market_date ?? entry.created_at));
}

export function LedgerEntryRow({ entry }: { entry: TokenLedgerEntry }) {
  const t = useMessages(en);
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-b py-3 last:border-0">
      <div className="min-w-0">
        <p className="font-medium">{sayShared(LEDGER_TYPE_LABELS[entry.type])}</p>
        <p className="text-muted-foreground text-sm tabular-nums">{entryDate(entry)}</p>
      </div>
      <div className="text-right">
        <LedgerDelta delta={entry.delta} className="text-base" />
        <p className="text-muted-foreground text-sm tabular-nums">
          {t('balanceInHand', { count: entry.balance })}
        </p>
      </div>
      {entry.note && <p className="col-span-2 break-words text-muted-foreground text-sm">{entry.note}</p>}
    </li>
  );
}
