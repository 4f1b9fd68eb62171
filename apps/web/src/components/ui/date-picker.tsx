import { startOfDay } from 'date-fns';
import { CalendarIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/cn';
import {
  autoFormatDateTyping,
  DATE_INPUT_FORMAT,
  DATE_INPUT_MAX_YEAR,
  DATE_INPUT_MIN_YEAR,
  formatDateInput,
  INVALID_DATE_MESSAGE,
  parseManualDate,
  parsePastedDate,
} from '@/lib/date-input';
import { currentLocale } from '@/lib/i18n/i18n';
import { useMessages } from '@/lib/i18n/use-messages';
import { Button } from './button';
import { FieldError } from './field-error';
import { Input } from './input';
import en from './locales/en.json';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { Spinner } from './spinner';

// The calendar (react-day-picker and its date code) loads when it is first opened: typing the date needs none of
// it, and it was about a sixth of a form page's JavaScript (issue 32, docs/decisions/038).
// Without a network and not yet cached, the calendar cannot load: the date can still be typed.
// A reader of Spanish gets the calendar with its Spanish names.
const Calendar = React.lazy(() =>
  import('./calendar')
    .then(async (m) => {
      if (currentLocale() === 'es') await m.loadSpanishNames();
      return { default: m.Calendar as React.ComponentType<React.ComponentProps<typeof m.Calendar>> };
    })
    .catch(() => ({ default: CalendarUnavailable })),
);

function CalendarUnavailable() {
  const t = useMessages(en);
  return (
    <p className="w-64 p-4 text-muted-foreground text-sm">
      {t('calendarUnavailable', { format: t('dateFormat') })}
    </p>
  );
}

function CalendarLoading() {
  return (
    <div className="flex h-72 w-64 items-center justify-center">
      <Spinner />
    </div>
  );
}

export type DatePickerProps = {
  value: Date | null;
  onChange: (date: Date | null) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  fromYear?: number;
  toYear?: number;
  /** The last day the calendar offers (today at the market for a checkout, a week ahead for tokens taken to market). */
  latest?: Date | undefined;
  className?: string;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

const sameDay = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
const textOf = (date: Date | null) => (date ? formatDateInput(date) : '');

// docs/product.md §2/§5: manual mm/dd/yyyy entry (pasting is lenient) plus a calendar in a popover.
export function DatePicker({
  value,
  onChange,
  id,
  placeholder,
  disabled,
  fromYear = DATE_INPUT_MIN_YEAR,
  toYear = DATE_INPUT_MAX_YEAR,
  latest,
  className,
  onBlur,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: DatePickerProps) {
  const t = useMessages(en);
  const generatedId = React.useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const [text, setText] = React.useState(() => textOf(value));
  const [reported, setReported] = React.useState(value);
  const [isTouched, setIsTouched] = React.useState(false);
  const [isOpen, setIsOpen] = React.useState(false);

  // A value set from outside (form reset, calendar) replaces the typed text.
  if (!sameDay(value, reported)) {
    setReported(value);
    setText(textOf(value));
    setIsTouched(false);
  }

  function commit(nextText: string, date: Date | null) {
    const normalised = date ? startOfDay(date) : null;
    setText(nextText);
    setReported(normalised);
    if (!sameDay(normalised, value)) onChange(normalised);
  }

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const next = autoFormatDateTyping({ previous: text, next: event.target.value });
    if (next === null) return;
    commit(next, parseManualDate(next));
  }

  function handlePaste(event: React.ClipboardEvent<HTMLInputElement>) {
    const pasted = parsePastedDate(event.clipboardData.getData('text'));
    setIsTouched(true);
    if (!pasted) return;
    event.preventDefault();
    commit(formatDateInput(pasted), pasted);
  }

  function handleSelect(date: Date | undefined) {
    commit(textOf(date ?? null), date ?? null);
    setIsTouched(false);
    setIsOpen(false);
  }

  const isComplete = text.length >= DATE_INPUT_FORMAT.length;
  const hasError = text !== '' && (isTouched || isComplete) && parseManualDate(text) === null;
  const describedBy =
    [hasError ? errorId : undefined, ariaDescribedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="date-picker" className={cn('flex w-full flex-col gap-1.5', className)}>
      <Popover open={isOpen} onOpenChange={setIsOpen}>
        <div className="relative">
          <Input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder ?? t('dateFormat')}
            value={text}
            disabled={disabled}
            onChange={handleChange}
            onPaste={handlePaste}
            onBlur={() => {
              setIsTouched(true);
              onBlur?.();
            }}
            aria-invalid={hasError || ariaInvalid || undefined}
            aria-describedby={describedBy}
            className="pr-12 tabular-nums"
          />
          <PopoverTrigger asChild>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              disabled={disabled}
              aria-label={t('openCalendar')}
              className="absolute top-0 right-0 rounded-l-none"
            >
              <CalendarIcon aria-hidden="true" />
            </Button>
          </PopoverTrigger>
        </div>
        <PopoverContent className="w-auto p-0" align="end">
          <React.Suspense fallback={<CalendarLoading />}>
            <Calendar
              mode="single"
              selected={value ?? undefined}
              defaultMonth={value ?? undefined}
              onSelect={handleSelect}
              required
              captionLayout="dropdown"
              startMonth={new Date(fromYear, 0)}
              endMonth={latest ? new Date(latest.getFullYear(), latest.getMonth()) : new Date(toYear, 11)}
              disabled={latest ? { after: latest } : undefined}
              autoFocus
            />
          </React.Suspense>
        </PopoverContent>
      </Popover>
      <FieldError id={errorId} message={hasError ? INVALID_DATE_MESSAGE : undefined} />
    </div>
  );
}
