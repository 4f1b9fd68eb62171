import type { MANUAL_LEDGER_TYPES } from '@marketday/shared';
import { ArrowDownToLineIcon, ArrowUpFromLineIcon, type LucideIcon, PencilLineIcon } from 'lucide-react';

export type ManualLedgerType = (typeof MANUAL_LEDGER_TYPES)[number];

type LedgerAction = {
  button: string;
  icon: LucideIcon;
  title: string;
  description: string;
  quantityLabel: string;
};

// The three hand-written ledger entries, worded for the person counting the token box.
export const LEDGER_ACTIONS: Record<ManualLedgerType, LedgerAction> = {
  DEPOSIT: {
    button: 'Deposit',
    icon: ArrowDownToLineIcon,
    title: 'Deposit tokens',
    description: 'Add tokens to the stock you hold, e.g. a new batch or tokens back from market.',
    quantityLabel: 'Tokens to add',
  },
  WITHDRAW_FOR_MARKET: {
    button: 'Take to market',
    icon: ArrowUpFromLineIcon,
    title: 'Take tokens to market',
    description: 'Tokens leaving your stock for a market day.',
    quantityLabel: 'Tokens to take',
  },
  MANUAL: {
    button: 'Correct count',
    icon: PencilLineIcon,
    title: 'Correct count',
    description: 'Fix the count after a recount. Type a minus sign to remove tokens.',
    quantityLabel: 'Correction (+ or −)',
  },
};
