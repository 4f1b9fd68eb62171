import { WEEKDAYS, type Weekday } from '@marketday/shared';
import { useId } from 'react';
import { Calendar } from '@/components/ui/calendar';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type DateCalendarProps = {
  value: Date | undefined;
  onChange: (date: Date) => void;
  today: Date;
  /** Emphasises the chosen market's weekday, the likely dates. */
  marketDay?: Weekday | undefined;
};

export function DateCalendar({ value, onChange, today, marketDay }: DateCalendarProps) {
  const t = useMessages(en);
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className="grid content-start gap-3">
      <h2 id={labelId} className="font-semibold text-lg">
        {t('date')}
      </h2>
      <Calendar
        mode="single"
        required
        selected={value}
        onSelect={onChange}
        today={today}
        defaultMonth={value ?? today}
        modifiers={marketDay ? { marketDay: { dayOfWeek: [WEEKDAYS.indexOf(marketDay)] } } : undefined}
        modifiersClassNames={{ marketDay: '[&>button]:font-bold [&>button]:underline' }}
        className="rounded-xl border bg-card shadow-sm"
      />
      {marketDay && <p className="max-w-xs text-muted-foreground text-sm">{t('underlinedDates')}</p>}
    </section>
  );
}
