import type { MarketDate } from '@marketday/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldsetWithError } from '@/components/ui/fieldset-with-error';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { datesByMonth, dayLabel, monthLabel, monthName } from '../season-dates';

type PickedDatesFieldProps = {
  id: string;
  /** The market's open dates to come. */
  dates: readonly MarketDate[];
  value: readonly string[];
  onChange: (dates: string[]) => void;
  error?: string;
};

// The picked dates: a checkbox per open date, month by month, each month with "Select all in June".
export function PickedDatesField({ id, dates, value, onChange, error }: PickedDatesFieldProps) {
  const t = useMessages(en);
  const picked = new Set(value);
  const set = (changed: readonly string[], on: boolean) => {
    const next = new Set(picked);
    for (const date of changed) {
      if (on) next.add(date);
      else next.delete(date);
    }
    onChange([...next].sort());
  };

  return (
    <FieldsetWithError
      className="grid min-w-0 gap-3"
      legend={t('dates')}
      legendClassName="mb-2 font-medium text-sm"
      errorId={`${id}-error`}
      error={error}
      emptyText={dates.length === 0 ? t('noOpenDates') : undefined}
    >
      {datesByMonth(dates).map((month) => {
        const all = month.dates.map((d) => d.date);
        const allOn = all.every((d) => picked.has(d));
        const name = monthName(month.month);
        return (
          <div key={month.month} className="grid gap-2 rounded-lg border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-muted-foreground text-sm">{monthLabel(month.month)}</span>
              <Button type="button" variant="ghost" size="sm" onClick={() => set(all, !allOn)}>
                {allOn ? t('clearMonth', { month: name }) : t('selectAllIn', { month: name })}
              </Button>
            </div>
            <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {month.dates.map((d) => {
                const boxId = `${id}-${d.date}`;
                return (
                  <li key={d.date} className="flex min-h-11 items-center gap-3">
                    <Checkbox
                      id={boxId}
                      checked={picked.has(d.date)}
                      onCheckedChange={(checked) => set([d.date], checked === true)}
                    />
                    <label htmlFor={boxId} className="cursor-pointer text-sm">
                      {d.status === 'EXTRA' ? t('dayExtra', { day: dayLabel(d.date) }) : dayLabel(d.date)}
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </FieldsetWithError>
  );
}
