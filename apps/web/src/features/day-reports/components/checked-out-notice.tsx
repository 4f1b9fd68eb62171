import { TriangleAlertIcon } from 'lucide-react';
import { useCheckedOutCount } from '@/entities/checkout/market-day-context';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// A report written before every vendor is checked out misses their sales in its transaction income.
export function CheckedOutNotice({ marketId, marketDate }: { marketId: string; marketDate: string | null }) {
  const t = useMessages(en);
  const { data } = useCheckedOutCount({ marketId, marketDate });
  if (!data || data.total === 0 || data.checkedOut >= data.total) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-warning bg-warning/10 px-3 py-2 text-amber-900 text-sm"
    >
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold tabular-nums">
          {t('checkedOutCount', { checkedOut: data.checkedOut, total: data.total })}
        </span>{' '}
        {t('checkedOutIncome')}
      </span>
    </p>
  );
}
