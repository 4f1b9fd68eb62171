import { FileTextIcon, HandCoinsIcon, HistoryIcon, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { VendorBalanceInCents } from '@/entities/balances/balance-money';

export type BalanceAction = 'pay' | 'history' | 'statement';
export type OnBalanceAction = (action: BalanceAction, balance: VendorBalanceInCents) => void;

type ActionButton = {
  action: BalanceAction;
  label: string;
  /** What a screen reader hears: the label with the vendor's name. */
  ariaLabel: (name: string) => string;
  icon: LucideIcon;
  variant?: 'outline';
};

// Recording a payment is the main action; the other two only look.
const ACTIONS: ActionButton[] = [
  {
    action: 'pay',
    label: 'Record payment',
    ariaLabel: (name) => `Record payment for ${name}`,
    icon: HandCoinsIcon,
  },
  {
    action: 'history',
    label: 'History',
    ariaLabel: (name) => `History of ${name}`,
    icon: HistoryIcon,
    variant: 'outline',
  },
  {
    action: 'statement',
    label: 'Statement',
    ariaLabel: (name) => `Statement for ${name}`,
    icon: FileTextIcon,
    variant: 'outline',
  },
];

// The three things a manager does with one vendor's balance; each names the vendor for a screen reader.
export function BalanceRowActions({
  balance,
  onAction,
}: {
  balance: VendorBalanceInCents;
  onAction: OnBalanceAction;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {ACTIONS.map(({ action, label, ariaLabel, icon: Icon, variant }) => (
        <Button
          key={action}
          size="sm"
          variant={variant}
          onClick={() => onAction(action, balance)}
          aria-label={ariaLabel(balance.vendor_name)}
        >
          <Icon aria-hidden="true" /> {label}
        </Button>
      ))}
    </div>
  );
}
