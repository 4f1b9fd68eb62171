import { ledgerDelta, type Token } from '@marketday/shared';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { ManualLedgerType } from './ledger-actions';
import { LedgerDelta } from './ledger-delta';

type LedgerPreviewProps = { id: string; token: Token; type: ManualLedgerType; quantity: number };

// What the entry will do to the count, read out as the quantity changes.
export function LedgerPreview({ id, token, type, quantity }: LedgerPreviewProps) {
  const t = useMessages(en);
  const delta = ledgerDelta({ type, quantity });
  const newCount = token.count + delta;
  return (
    <div id={id} aria-live="polite" className="grid gap-1 rounded-md bg-muted px-3 py-2 text-sm">
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <span>
          {t('change')} <LedgerDelta delta={delta} />
        </span>
        <span>
          {t('newCount')} <strong className="tabular-nums">{newCount}</strong>
        </span>
      </p>
      {newCount < 0 && (
        <p className="font-medium text-destructive">{t('notEnough', { count: token.count })}</p>
      )}
    </div>
  );
}
