import { CloudOffIcon, RefreshCwIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { intlTag } from '@/lib/i18n/intl';
import { messagesOf, useLocale } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

function sameDay(a: Date, b: Date) {
  return a.toDateString() === b.toDateString();
}

/** "2:14 PM" today, "Nov 21, 2:14 PM" on another day (the device's clock and zone: when this device fetched it). */
export function refreshedAt(updatedAt: number, now: Date): string {
  const at = new Date(updatedAt);
  return new Intl.DateTimeFormat(intlTag(), sameDay(at, now) ? TIME : DAY_AND_TIME).format(at);
}

export function lastRefreshedText({
  updatedAt,
  online,
  now,
}: {
  updatedAt: number;
  online: boolean;
  now: Date;
}) {
  const at = refreshedAt(updatedAt, now);
  const t = messagesOf(en);
  return online ? t('updatedAt', { at }) : t('offlineDataFrom', { at });
}

type LastRefreshedProps = {
  /** The query's dataUpdatedAt. */
  updatedAt: number;
  online: boolean;
  /** The clock, for tests. */
  now?: Date;
  className?: string;
};

// Issue 15: the checkout screen says how fresh its market day is, since it may come from the device.
export function LastRefreshed({ updatedAt, online, now = new Date(), className }: LastRefreshedProps) {
  useLocale();
  if (updatedAt <= 0) return null;
  const Icon = online ? RefreshCwIcon : CloudOffIcon;
  return (
    <p
      data-testid="last-refreshed"
      className={cn(
        'flex items-center gap-1.5 text-sm tabular-nums',
        online ? 'text-muted-foreground' : 'font-medium text-amber-800',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {lastRefreshedText({ updatedAt, online, now })}
    </p>
  );
}
