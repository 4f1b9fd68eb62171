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
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { comingYear, datesOnSchedule, openDates } from '../schedule-dates';
import { weekOfMonthOptions } from '../schedule-words';
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

const PATTERNS: { value: SchedulePattern; label: keyof typeof en; help: keyof typeof en }[] = [
  { value: 'EVERY', label: 'everyMarketDay', help: 'everyMarketDayHelp' },
  { value: 'ALTERNATE', label: 'everyOtherWeek', help: 'alternateHelp' },
  { value: 'MONTHLY', label: 'monthlyLabel', help: 'monthlyHelp' },
  { value: 'PICKED', label: 'pickedLabel', help: 'pickedHelp' },
];

// Radix select items cannot have an empty value: "No default booth" is spelled 'none'.
const NO_BOOTH = 'none';

// The dates a vendor sells on at a market and their default booth (docs/season.md "On the web").
export function ScheduleDialog({ market, marketVendorId, businessName, onOpenChange }: ScheduleDialogProps) {
  const t = useMessages(en);
  const [range] = useState(() => comingYear(market, new Date()));
  const dates = useMarketDates(market.id, range);
  const schedules = useSchedules(market.id);
  const map = useBoothMap(market.id);
  const error = dates.error ?? schedules.error;
  const schedule = schedules.data?.find((s) => s.market_vendor_id === marketVendorId);

  return (
    <Modal open onOpenChange={onOpenChange} title={t('datesOf', { name: businessName })} size="lg">
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
  const t = useMessages(en);
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
        <legend className="mb-2 font-medium text-sm">{t('sellsOn')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PATTERNS.map((option) => (
            <RadioCard key={option.value} value={option.value} {...register('pattern')}>
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium">{t(option.label)}</span>
                <span className="text-muted-foreground text-sm">{t(option.help)}</span>
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
          label={t('firstDate')}
          hint={t('firstDateHint')}
          options={anchorOptions}
          placeholder={t('chooseDate')}
        />
      )}

      {pattern === 'MONTHLY' && (
        <FormNumberSelectField
          control={control}
          name="week_of_month"
          id={`${id}-week`}
          label={t('monthDayLabel')}
          options={weekOfMonthOptions().map((w) => ({ value: String(w.value), label: w.label }))}
          placeholder={t('chooseOne')}
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
        label={t('defaultBooth')}
        hint={booths.length === 0 ? t('drawMapHint') : undefined}
      >
        {(field, aria) => (
          <OptionSelect
            aria={aria}
            value={field.value || NO_BOOTH}
            onValueChange={(value) => field.onChange(value === NO_BOOTH ? null : value)}
            onBlur={field.onBlur}
            options={[
              { value: NO_BOOTH, label: t('noDefaultBooth') },
              ...booths.map((b) => ({ value: b.id, label: b.label })),
            ]}
            disabled={booths.length === 0}
          />
        )}
      </ControlledFormField>

      <p className="font-medium text-sm" aria-live="polite">
        {t('datesToCome', { count: onSchedule, total: open.length })}
      </p>
      <FormFooterActions control={control} error={formError} submitLabel={t('saveDates')} onCancel={onDone} />
    </form>
  );
}
