import { formatCents, VENDOR_TYPE_LABELS } from '@marketday/shared';
import { Card } from '@/components/ui/card';
import { TABLE_CARDS_QUERY } from '@/components/ui/data-table/data-table';
import type { VendorBalanceInCents } from '@/entities/balances/balance-money';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { displayDateOrDash } from '@/lib/i18n/dates';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { BalanceAmount } from './balance-amount';
import { BalanceRowActions, type OnBalanceAction } from './balance-row-actions';

type BalancesListProps = { balances: VendorBalanceInCents[]; onAction: OnBalanceAction };

// The table's column headings: the figures align right; Actions is named for screen readers only.
const HEADINGS: { label: keyof typeof en; isFigure?: boolean; isHidden?: boolean }[] = [
  { label: 'colVendor' },
  { label: 'colCheckouts', isFigure: true },
  { label: 'colBalance', isFigure: true },
  { label: 'colLastMarketDay' },
  { label: 'colLastPayment' },
  { label: 'colActions', isHidden: true },
];

// A table at desktop width, a card per vendor below 1024 px (docs/product.md §15).
export function BalancesList({ balances, onAction }: BalancesListProps) {
  const t = useMessages(en);
  const isCards = useMediaQuery(TABLE_CARDS_QUERY);
  if (isCards) {
    return (
      <ul aria-label={t('vendorBalances')} className="grid gap-3">
        {balances.map((balance) => (
          <li key={balance.vendor_id}>
            <Card className="gap-3 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid min-w-0 gap-1">
                  <h2 className="break-words font-semibold text-base leading-tight">{balance.vendor_name}</h2>
                  <VendorTypeBadge type={balance.vendor_type} />
                </div>
                <BalanceAmount cents={balance.balance_cents} className="text-lg" />
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t('colCheckouts')}</dt>
                <dd className="tabular-nums">
                  {balance.checkouts} · {formatCents(balance.owed_total_cents)}
                </dd>
                <dt className="text-muted-foreground">{t('colLastMarketDay')}</dt>
                <dd>{displayDateOrDash(balance.last_market_date)}</dd>
                <dt className="text-muted-foreground">{t('colLastPayment')}</dt>
                <dd>{displayDateOrDash(balance.last_paid_on)}</dd>
              </dl>
              <BalanceRowActions balance={balance} onAction={onAction} />
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card className="overflow-hidden p-0">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('vendorBalances')}</caption>
        <thead className="border-b bg-muted/50 text-left">
          <tr>
            {HEADINGS.map(({ label, isFigure, isHidden }) => (
              <th key={label} scope="col" className={cn('px-4 py-3 font-medium', isFigure && 'text-right')}>
                {isHidden ? <span className="sr-only">{t(label)}</span> : t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {balances.map((balance) => (
            <tr key={balance.vendor_id} className="border-b last:border-b-0">
              <th scope="row" className="max-w-64 px-4 py-3 text-left font-medium">
                <span className="block break-words">{balance.vendor_name}</span>
                <span className="font-normal text-muted-foreground text-xs">
                  {sayShared(VENDOR_TYPE_LABELS[balance.vendor_type])}
                </span>
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{balance.checkouts}</td>
              <td className="px-4 py-3 text-right">
                <BalanceAmount cents={balance.balance_cents} />
              </td>
              <td className="px-4 py-3">{displayDateOrDash(balance.last_market_date)}</td>
              <td className="px-4 py-3">{displayDateOrDash(balance.last_paid_on)}</td>
              <td className="px-4 py-3">
                <BalanceRowActions balance={balance} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
