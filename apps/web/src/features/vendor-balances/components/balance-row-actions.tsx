import { FileTextIcon, HandCoinsIcon, HistoryIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { VendorBalanceInCents } from '@/entities/balances/balance-money';

export type BalanceAction = 'pay' | 'history' | 'statement';
export type OnBalanceAction = (action: BalanceAction, balance: VendorBalanceInCents) => void;

// The three things a manager does with one vendor's balance; each names the vendor for a screen reader.
export function BalanceRowActions({
  balance,
  onAction,
}: {
  balance: VendorBalanceInCents;
  onAction: OnBalanceAction;
}) {
  const name = balance.vendor_name;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => onAction('pay', balance)} aria-label={`Record payment for ${name}`}>
        <HandCoinsIcon aria-hidden="true" /> Record payment
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onAction('history', balance)}
        aria-label={`History of ${name}`}
      >
        <HistoryIcon aria-hidden="true" /> History
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onAction('statement', balance)}
        aria-label={`Statement for ${name}`}
      >
        <FileTextIcon aria-hidden="true" /> Statement
      </Button>
    </div>
  );
}
