import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ChevronUpIcon } from 'lucide-react';
import type * as React from 'react';
import { DateLib, DayPicker, getDefaultClassNames, type Modifiers } from 'react-day-picker';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';

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

// The day's number comes first in its name, as on the button ('24 November 2026, Monday'): speech input
// users say what they see, and axe's label-in-name rule asks for it.
function dayButtonLabel(date: Date, modifiers: Modifiers, _options?: unknown, dateLib?: DateLib): string {
  const label = (dateLib ?? new DateLib()).format(date, 'd MMMM yyyy, EEEE');
  return `${label}${modifiers.today ? ', today' : ''}${modifiers.selected ? ', selected' : ''}`;
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
}: React.ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();
  const navButton = cn(
    buttonVariants({ variant: 'ghost', size: 'icon' }),
    'size-(--cell-size) p-0 select-none aria-disabled:opacity-50',
  );
  return (
    <DayPicker
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
