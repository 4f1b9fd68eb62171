import { formatDisplayDate } from '@marketday/shared';
import { format, isToday, isYesterday } from 'date-fns';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Mail-style: today's messages show the time, older ones MM/dd/yyyy (docs/product.md §9).
export function formatReceived(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (isToday(date)) return format(date, 'h:mm a');
  if (isYesterday(date)) return messagesOf(en)('yesterday');
  return formatDisplayDate(date);
}

export function formatReceivedLong(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDisplayDate(date)} ${format(date, 'h:mm a')}`;
}

// System notices (document expirations, product updates) have no person behind them.
export function senderLabel(senderName: string | null): string {
  return senderName?.trim() || 'Marketday';
}
