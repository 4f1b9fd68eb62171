import type { MarketDate } from '@marketday/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { countsLine, datesByMonth, dayLabel, monthLabel, statusLabel } from '../season-dates';

type MarketDateListProps = {
  dates: readonly MarketDate[];
  /** YYYY-MM-DD at the market. */
  today: string;
  /** The owner or a co-manager: may cancel and restore dates. */
  canChange: boolean;
  onAttendance: (date: string) => void;
  onCancel: (date: string) => void;
  onRestore: (date: string) => void;
};

const BADGE_VARIANT = { SCHEDULED: 'outline', CANCELLED: 'destructive', EXTRA: 'secondary' } as const;

export function MarketDateList({ dates, ...row }: MarketDateListProps) {
  const t = useMessages(en);
  if (dates.length === 0) {
    return <Card className="p-6 text-center text-muted-foreground">{t('noDatesThisYear')}</Card>;
  }
  // What is coming first; the dates gone by, newest first, folded under it (all of them in a year gone by).
  const upcoming = dates.filter((d) => d.date >= row.today);
  const past = dates.filter((d) => d.date < row.today).reverse();
  if (upcoming.length === 0) return <Months dates={past} {...row} />;
  return (
    <div className="grid gap-6">
      <Months dates={upcoming} {...row} />
      {past.length > 0 && (
        <details className="group grid gap-4">
          <summary className="min-h-11 cursor-pointer py-2 font-medium">
            {t('earlierDates', { count: past.length })}
          </summary>
          <Months dates={past} {...row} />
        </details>
      )}
    </div>
  );
}

type RowProps = Omit<MarketDateListProps, 'dates'>;

function Months({ dates, ...row }: RowProps & { dates: readonly MarketDate[] }) {
  useMessages(en);
  return (
    <div className="grid gap-6">
      {datesByMonth(dates).map((month) => (
        <section key={month.month} aria-labelledby={`month-${month.month}`} className="grid gap-2">
          <h3 id={`month-${month.month}`} className="font-semibold text-muted-foreground text-sm">
            {monthLabel(month.month)}
          </h3>
          <ul className="grid gap-2">
            {month.dates.map((date) => (
              <li key={date.date}>
                <DateCard date={date} {...row} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function DateCard({
  date,
  today,
  canChange,
  onAttendance,
  onCancel,
  onRestore,
}: RowProps & { date: MarketDate }) {
  const t = useMessages(en);
  return (
    <Card
      className={cn(
        'flex flex-col gap-3 p-4 sm:flex-row sm:items-center',
        date.date === today && 'border-primary',
      )}
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{dayLabel(date.date)}</span>
          {date.date === today && <Badge>{t('today')}</Badge>}
          {date.status !== 'SCHEDULED' && (
            <Badge variant={BADGE_VARIANT[date.status]}>{statusLabel(date.status)}</Badge>
          )}
        </div>
        <p className="text-muted-foreground text-sm">{countsLine(date)}</p>
        {date.note && <p className="break-words text-sm">{date.note}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {date.status !== 'CANCELLED' && (
          <Button
            variant={date.date === today ? 'default' : 'outline'}
            onClick={() => onAttendance(date.date)}
          >
            {date.date > today ? t('expectedVendors') : t('attendance')}
          </Button>
        )}
        {canChange && date.status !== 'CANCELLED' && date.date >= today && (
          <Button variant="ghost" onClick={() => onCancel(date.date)}>
            {t('cancelDate')}
          </Button>
        )}
        {canChange && date.status === 'CANCELLED' && (
          <Button variant="outline" onClick={() => onRestore(date.date)}>
            {t('holdAgain')}
          </Button>
        )}
      </div>
    </Card>
  );
}
