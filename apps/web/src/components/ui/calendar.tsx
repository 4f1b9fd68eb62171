import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ChevronUpIcon } from 'lucide-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { DateLib, DayPicker, getDefaultClassNames, type Modifiers } from 'react-day-picker';
import { cn } from '@/lib/cn';
import { currentLocale } from '@/lib/i18n/i18n';
import { messagesOf, useLocale } from '@/lib/i18n/use-messages';
import { buttonVariants } from './button';
import en from './locales/en.json';

const CHEVRONS = {
  left: ChevronLeftIcon,
  right: ChevronRightIcon,
  up: ChevronUpIcon,
  down: ChevronDownIcon,
} as const;

function CalendarChevron({
  className,
  orientation = 'down',
}: {
  className?: string;
  orientation?: keyof typeof CHEVRONS;
}) {
  const Icon = CHEVRONS[orientation];
  return <Icon aria-hidden="true" className={cn('size-4', className)} />;
}

const t = messagesOf(en);

type CalendarLocale = NonNullable<ComponentProps<typeof DayPicker>['locale']>;
let spanish: CalendarLocale | undefined;
let loadingSpanish: Promise<void> | undefined;

/**
 * The Spanish month and day names, and DayPicker's own labels (next month, the dropdowns) in Spanish: loaded only
 * for a reader of Spanish (about 2.5 KB gzip), once. The date picker loads them with the calendar when Spanish is
 * shown; without a network the calendar stays in English.
 */
export function loadSpanishNames(): Promise<void> {
  loadingSpanish ??= import('react-day-picker/locale/es').then(
    (module) => {
      spanish = module.es;
    },
    () => {
      loadingSpanish = undefined;
    },
  );
  return loadingSpanish;
}
// A page that shows a calendar at once (the checkout's options) starts loading them with this module.
if (currentLocale() === 'es') void loadSpanishNames();

// The calendar's locale: Spanish once its names are here, else DayPicker's English. A reader who switches to
// Spanish with a calendar on screen sees it follow a moment later, once the names have loaded.
function useCalendarLocale(): CalendarLocale | undefined {
  const isSpanish = useLocale() === 'es';
  const [, setLoaded] = useState(spanish !== undefined);
  useEffect(() => {
    if (isSpanish && !spanish) void loadSpanishNames().then(() => setLoaded(spanish !== undefined));
  }, [isSpanish]);
  return isSpanish ? spanish : undefined;
}

// The day's number comes first in its name, as on the button ('24 November 2026, Monday'; in Spanish
// '24 de noviembre de 2026, lunes'): speech input users say what they see, and axe's label-in-name rule asks for it.
function dayButtonLabel(date: Date, modifiers: Modifiers, _options?: unknown, dateLib?: DateLib): string {
  const pattern = currentLocale() === 'es' ? "d 'de' MMMM 'de' yyyy, EEEE" : 'd MMMM yyyy, EEEE';
  let label = (dateLib ?? new DateLib()).format(date, pattern);
  if (modifiers.today) label = t('dayToday', { date: label });
  if (modifiers.selected) label = t('daySelected', { date: label });
  return label;
}

// Day cells are 44 px on phones (docs/product.md §15) and compact from md up; the grid still fits 375 px.
export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  captionLayout = 'label',
  components,
  labels,
  ...props
}: ComponentProps<typeof DayPicker>) {
  const locale = useCalendarLocale();
  const defaults = getDefaultClassNames();
  const navButton = cn(
    buttonVariants({ variant: 'ghost', size: 'icon' }),
    'size-(--cell-size) p-0 select-none aria-disabled:opacity-50',
  );
  return (
    <DayPicker
      // The weeks still start on Sunday, as a calendar in the United States (es-US) shows them.
      {...(locale ? { locale, weekStartsOn: 0 as const } : {})}
      showOutsideDays={showOutsideDays}
      captionLayout={captionLayout}
      className={cn(
        'w-fit bg-popover p-3 [--cell-size:--spacing(11)] md:[--cell-size:--spacing(9)]',
        className,
      )}
      classNames={{
        root: cn('w-fit', defaults.root),
        months: cn('relative flex flex-col gap-4 md:flex-row', defaults.months),
        month: cn('flex w-full flex-col gap-4', defaults.month),
        nav: cn('absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1', defaults.nav),
        button_previous: cn(navButton, defaults.button_previous),
        button_next: cn(navButton, defaults.button_next),
        month_caption: cn(
          'flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)',
          defaults.month_caption,
        ),
        dropdowns: cn(
          'flex h-(--cell-size) w-full items-center justify-center gap-1.5 font-medium text-sm',
          defaults.dropdowns,
        ),
        dropdown_root: cn(
          'relative rounded-md border border-input shadow-xs has-focus:border-ring has-focus:ring-[3px] has-focus:ring-ring/50',
          defaults.dropdown_root,
        ),
        // The native select sits invisibly over the caption label: native list on phones, typeahead on desktop.
        dropdown: cn('absolute inset-0 bg-popover opacity-0', defaults.dropdown),
        caption_label: cn(
          'select-none font-medium text-sm',
          captionLayout !== 'label' &&
            'flex h-8 items-center gap-1 rounded-md pr-1 pl-2 [&>svg]:size-3.5 [&>svg]:text-muted-foreground',
          defaults.caption_label,
        ),
        month_grid: cn('w-full border-collapse', defaults.month_grid),
        weekdays: cn('flex', defaults.weekdays),
        weekday: cn(
          'flex-1 select-none rounded-md font-normal text-[0.8rem] text-muted-foreground',
          defaults.weekday,
        ),
        week: cn('mt-2 flex w-full', defaults.week),
        day: cn('relative aspect-square h-full w-full p-0 text-center select-none', defaults.day),
        day_button: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-(--cell-size) font-normal tabular-nums',
          defaults.day_button,
        ),
        selected: cn(
          '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90',
          defaults.selected,
        ),
        today: cn(
          'not-data-selected:[&>button]:bg-accent not-data-selected:[&>button]:text-accent-foreground',
          defaults.today,
        ),
        outside: cn('text-muted-foreground', defaults.outside),
        disabled: cn('text-muted-foreground opacity-50', defaults.disabled),
        hidden: cn('invisible', defaults.hidden),
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron, ...components }}
      labels={{ labelDayButton: dayButtonLabel, ...labels }}
      {...props}
    />
  );
}
