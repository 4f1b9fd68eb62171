import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Market,
  type MarketDate,
  type SchedulePattern,
  todayAtMarket,
  type VendorSchedule,
  VendorScheduleUpdateSchema,
} from '@marketday/shared';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '@/components/ui/alerts-provider';
import { ControlledFormField } from '@/components/ui/bound-field-base';
import { FormNumberSelectField } from '@/components/ui/bound-number-select-field';
import { FormSelectField } from '@/components/ui/bound-select-field';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { FormFooterActions } from '@/components/ui/form-footer-actions';
import { Modal } from '@/components/ui/modal';
import { OptionSelect } from '@/components/ui/option-select';
import { RadioCard } from '@/components/ui/radio-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBoothMap } from '@/entities/booth-map/get-booth-map';
import { useMarketDates } from '@/entities/season/list-market-dates';
import { useSchedules } from '@/entities/season/list-schedules';
import { useSaveSchedule } from '@/entities/season/save-schedule';
import { useServerForm } from '@/hooks/use-server-form';
import { comingYear, datesOnSchedule, openDates } from '../schedule-dates';
import { WEEK_OF_MONTH_OPTIONS } from '../schedule-words';
import { dayLabel } from '../season-dates';
import { PickedDatesField } from './picked-dates-field';

type Values = z.input<typeof VendorScheduleUpdateSchema>;
type Output = z.output<typeof VendorScheduleUpdateSchema>;

export type ScheduleMarket = Pick<Market, 'id' | 'time_zone' | 'day_of_week'>;

export type ScheduleDialogProps = {
  market: ScheduleMarket;
  marketVendorId: string;
  businessName: string;
  onOpenChange: (open: boolean) => void;
};

const PATTERNS: { value: SchedulePattern; label: string; help: string }[] = [
  { value: 'EVERY', label: 'Every market day', help: 'Every date the market is open, extra dates too.' },
  { value: 'ALTERNATE', label: 'Every other week', help: 'Every second market day from a first date.' },
  { value: 'MONTHLY', label: 'A day of the month', help: 'Such as the first or the last market day.' },
  { value: 'PICKED', label: 'Picked dates', help: 'Only the dates you tick.' },
];

// Radix select items cannot have an empty value: "No default booth" is spelled 'none'.
const NO_BOOTH = 'none';

// The dates a vendor sells on at a market and their default booth (docs/season.md "On the web").
export function ScheduleDialog({ market, marketVendorId, businessName, onOpenChange }: ScheduleDialogProps) {
  const [range] = useState(() => comingYear(market, new Date()));
  const dates = useMarketDates(market.id, range);
  const schedules = useSchedules(market.id);
  const map = useBoothMap(market.id);
  const error = dates.error ?? schedules.error;
  const schedule = schedules.data?.find((s) => s.market_vendor_id === marketVendorId);

  return (
    <Modal open onOpenChange={onOpenChange} title={`Dates of ${businessName}`} size="lg">
      {error ? (
        <DataTableErrorCard error={error} />
      ) : dates.data && schedules.data && !map.isPending ? (
        <ScheduleForm
          marketId={market.id}
          marketVendorId={marketVendorId}
          schedule={schedule}
          open={openDates(dates.data, todayAtMarket(market, new Date()))}
          booths={(map.data?.layout.items ?? []).filter((item) => item.kind === 'BOOTH')}
          onDone={() => onOpenChange(false)}
        />
      ) : (
        <Skeleton aria-busy="true" className="h-64 w-full rounded-xl" />
      )}
    </Modal>
  );
}

type ScheduleFormProps = {
  marketId: string;
  marketVendorId: string;
  schedule: VendorSchedule | undefined;
  open: readonly MarketDate[];
  booths: readonly { id: string; label: string }[];
  onDone: () => void;
};

function ScheduleForm({ marketId, marketVendorId, schedule, open, booths, onDone }: ScheduleFormProps) {
  const id = useId();
  const save = useSaveSchedule(marketId);
  const { showSuccess } = useAlerts();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(VendorScheduleUpdateSchema),
    mode: 'onChange',
    defaultValues: {
      pattern: schedule?.saved ? schedule.pattern : 'EVERY',
      anchor_date: schedule?.anchor_date ?? null,
      week_of_month: schedule?.week_of_month ?? null,
      picked_dates: schedule?.picked_dates ?? [],
      default_booth_id: schedule?.default_booth_id ?? null,
    },
  });
  const { onSubmit, formError } = useServerForm({
    form,
    // Only what the chosen pattern reads is sent; the rest is cleared.
    send: (values) =>
      save.mutateAsync({
        marketVendorId,
        schedule: {
          pattern: values.pattern,
          anchor_date: values.pattern === 'ALTERNATE' ? values.anchor_date : null,
          week_of_month: values.pattern === 'MONTHLY' ? values.week_of_month : null,
          picked_dates: values.pattern === 'PICKED' ? values.picked_dates : [],
          default_booth_id: values.default_booth_id || null,
        },
      }),
    onSuccess: (result) => {
      showSuccess(result.message);
      onDone();
    },
  });
  const { control, register } = form;
  const rule = useWatch({ control }) as Values;
  const pattern = rule.pattern;
  const regular = open.filter((d) => d.status === 'SCHEDULED');
  const anchorOptions = regular.map((d) => ({ value: d.date, label: dayLabel(d.date) }));
  const onSchedule = datesOnSchedule({ ...rule, picked_dates: rule.picked_dates ?? [] }, open);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 font-medium text-sm">Sells on</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PATTERNS.map((option) => (
            <RadioCard key={option.value} value={option.value} {...register('pattern')}>
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium">{option.label}</span>
                <span className="text-muted-foreground text-sm">{option.help}</span>
              </span>
            </RadioCard>
          ))}
        </div>
      </fieldset>

      {pattern === 'ALTERNATE' && (
        <FormSelectField
          control={control}
          name="anchor_date"
          id={`${id}-anchor`}
          label="First date"
          hint="The vendor sells on this date and every second market day after it."
          options={anchorOptions}
          placeholder="Choose a date"
        />
      )}

      {pattern === 'MONTHLY' && (
        <FormNumberSelectField
          control={control}
          name="week_of_month"
          id={`${id}-week`}
          label="Market day of the month"
          options={WEEK_OF_MONTH_OPTIONS.map((w) => ({ value: String(w.value), label: w.label }))}
          placeholder="Choose one"
        />
      )}

      {pattern === 'PICKED' && (
        <Controller
          control={control}
          name="picked_dates"
          render={({ field, fieldState }) => (
            <PickedDatesField
              id={`${id}-picked`}
              dates={open}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}

      <ControlledFormField
        control={control}
        name="default_booth_id"
        id={`${id}-booth`}
        label="Default booth"
        hint={booths.length === 0 ? 'Draw the booth map to give vendors a booth.' : undefined}
      >
        {(field, aria) => (
          <OptionSelect
            aria={aria}
            value={field.value || NO_BOOTH}
            onValueChange={(value) => field.onChange(value === NO_BOOTH ? null : value)}
            onBlur={field.onBlur}
            options={[
              { value: NO_BOOTH, label: 'No default booth' },
              ...booths.map((b) => ({ value: b.id, label: b.label })),
            ]}
            disabled={booths.length === 0}
          />
        )}
      </ControlledFormField>

      <p className="font-medium text-sm" aria-live="polite">
        {onSchedule} of {open.length} dates to come
      </p>
      <FormFooterActions control={control} error={formError} submitLabel="Save dates" onCancel={onDone} />
    </form>
  );
}
