import { isToday, isYesterday } from 'date-fns';
import { displayClock, displayDate, displayDateTime } from '@/lib/i18n/dates';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Mail-style: today's messages show the time, older ones the date (MM/dd/yyyy in English, docs/product.md §9).
export function formatReceived(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (isToday(date)) return displayClock(date);
  if (isYesterday(date)) return messagesOf(en)('yesterday');
  return displayDate(date);
}

export function formatReceivedLong(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return displayDateTime(date);
}

// System notices (document expirations, product updates) have no person behind them.
export function senderLabel(senderName: string | null): string {
  return senderName?.trim() || 'Marketday';
}
