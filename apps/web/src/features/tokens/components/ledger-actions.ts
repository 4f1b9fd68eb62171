import type { MANUAL_LEDGER_TYPES } from '@marketday/shared';
import { ArrowDownToLineIcon, ArrowUpFromLineIcon, type LucideIcon, PencilLineIcon } from 'lucide-react';
import type en from '../locales/en.json';

export type ManualLedgerType = (typeof MANUAL_LEDGER_TYPES)[number];

type Key = keyof typeof en;
type LedgerAction = {
  button: Key;
  icon: LucideIcon;
  title: Key;
  description: Key;
  quantityLabel: Key;
};

// The three hand-written ledger entries, worded for the person counting the token box (the keys of the tokens'
// catalogue, said with useMessages).
export const LEDGER_ACTIONS: Record<ManualLedgerType, LedgerAction> = {
  DEPOSIT: {
    button: 'depositButton',
    icon: ArrowDownToLineIcon,
    title: 'depositTitle',
    description: 'depositDescription',
    quantityLabel: 'depositQuantity',
  },
  WITHDRAW_FOR_MARKET: {
    button: 'withdrawButton',
    icon: ArrowUpFromLineIcon,
    title: 'withdrawTitle',
    description: 'withdrawDescription',
    quantityLabel: 'withdrawQuantity',
  },
  MANUAL: {
    button: 'manualButton',
    icon: PencilLineIcon,
    title: 'manualTitle',
    description: 'manualDescription',
    quantityLabel: 'manualQuantity',
  },
};
