import { FileTextIcon, HandCoinsIcon, HistoryIcon, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { VendorBalanceInCents } from '@/entities/balances/balance-money';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type BalanceAction = 'pay' | 'history' | 'statement';
export type OnBalanceAction = (action: BalanceAction, balance: VendorBalanceInCents) => void;

type ActionButton = {
  action: BalanceAction;
  label: keyof typeof en;
  /** What a screen reader hears: the label with the vendor's name. */
  ariaLabel: keyof typeof en;
  icon: LucideIcon;
  variant?: 'outline';
};

// Recording a payment is the main action; the other two only look.
const ACTIONS: ActionButton[] = [
  {
    action: 'pay',
    label: 'recordPayment',
    ariaLabel: 'recordPaymentFor',
    icon: HandCoinsIcon,
  },
  {
    action: 'history',
    label: 'history',
    ariaLabel: 'historyOf',
    icon: HistoryIcon,
    variant: 'outline',
  },
  {
    action: 'statement',
    label: 'statement',
    ariaLabel: 'statementFor',
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
  const t = useMessages(en);
  return (
    <div className="flex flex-wrap gap-2">
      {ACTIONS.map(({ action, label, ariaLabel, icon: Icon, variant }) => (
        <Button
          key={action}
          size="sm"
          variant={variant}
          onClick={() => onAction(action, balance)}
          aria-label={t(ariaLabel, { name: balance.vendor_name })}
        >
          <Icon aria-hidden="true" /> {t(label)}
        </Button>
      ))}
    </div>
  );
}
