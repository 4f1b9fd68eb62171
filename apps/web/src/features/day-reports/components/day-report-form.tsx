import { zodResolver } from '@hookform/resolvers/zod';
import { fromIsoDate, toIsoDate } from '@marketday/shared';
import { lazy, Suspense } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker';
import type { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { FormBanner } from '@/components/ui/form-banner';
import { FormField } from '@/components/ui/form-field';
import { offMarketDayText } from '@/entities/markets/off-market-day';
import { useServerForm } from '@/hooks/use-server-form';
import { httpStatus } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { AttendanceLine } from './attendance-line';
import { CheckedOutNotice } from './checked-out-notice';
import { DayReportExtraFields } from './day-report-extra-fields';
import { DayReportFormActions } from './day-report-form-actions';
import { DayReportMoneyFields } from './day-report-money-fields';
import type { DayReportNight } from './day-report-night';
import {
  type DayReportFormValues,
  type DayReportOutput,
  dayReportFormSchema,
  type ReportToken,
} from './day-report-values';
import { ExistingReportNotice } from './existing-report-notice';
import { TokensDistributedFields } from './tokens-distributed-fields';
import { TokensReturnedList } from './tokens-returned-list';
import { useDayFigures } from './use-day-figures';

// The funders' section loads with the dialog's first render, not with the page that holds the dialog (the checkout
// and transactions pages' weight, apps/web/bundle-budgets.json).
const DayReportFunderFields = lazy(() =>
  import('./funders/day-report-funder-fields').then((m) => ({ default: m.DayReportFunderFields })),
);

type DayReportFormProps = DialogFormActions<DayReportOutput> & {
  idPrefix: string;
  night: DayReportNight;
  tokens: ReportToken[];
  defaultValues: DayReportFormValues;
  onDelete?: (() => void) | undefined;
};

export function DayReportForm({
  idPrefix,
  night,
  tokens,
  defaultValues,
  onSubmit,
  onCancel,
  onDelete,
}: DayReportFormProps) {
  const t = useMessages(en);
  const { marketId, report, latestDate, marketDays } = night;
  const form = useForm<DayReportFormValues, unknown, DayReportOutput>({
    resolver: zodResolver(dayReportFormSchema),
    mode: 'onChange',
    defaultValues,
  });
  const { control, formState, getValues, setValue, trigger } = form;
  const date = useWatch({ control, name: 'date' }) || null;
  const figures = useDayFigures({ marketId, date, report, tokens });
  // Saving with the notice in view is the confirmation; the button says so.
  const offDay = !report && date && marketDays ? offMarketDayText({ market: marketDays, date }) : null;
  const { transactionIncomeCents, returned } = figures;
  let incomePlaceholder = t('loading');
  if (!date) incomePlaceholder = t('chooseDate');
  else if (figures.isError) incomePlaceholder = t('couldNotLoadIncome');

  // A float night's tokens distributed are the float's: the report sends none of its own (docs/product.md §23).
  const { tokensFromFloat, floatFigures } = figures;
  // The float's figures go into the SNAP and incentive fields still empty: a figure someone typed is theirs. A day
  // whose refunds outweigh its issues nets below 0, which no field takes: that one is left for the manager.
  function fill() {
    if (!floatFigures) return;
    const values = getValues();
    const fills = [
      ['snap_transactions', floatFigures.snap_transactions],
      ['snap_sales', floatFigures.snap_sales_cents],
      ['incentive_transactions', floatFigures.incentive_transactions],
      ['incentive_sales', floatFigures.incentive_sales_cents],
    ] as const;
    for (const [name, value] of fills)
      if (values[name] == null && value >= 0)
        setValue(name, value, { shouldDirty: true, shouldValidate: true });
  }

  const { onSubmit: submit } = useServerForm({
    form,
    send: (values) =>
      onSubmit({
        ...values,
        notes: values.notes?.trim() || null,
        tokens_distributed: tokensFromFloat ? [] : values.tokens_distributed,
      }),
    refusal: 'toast',
    // 409: a report already exists for that date; the server says so in `detail`.
    errorOptions: (error) => ({ useDetail: httpStatus(error) === 409 }),
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      {!report && (
        <Controller
          control={control}
          name="date"
          render={({ field, fieldState }) => (
            <FormField id={`${idPrefix}-date`} label={t('date')} error={fieldState.error?.message}>
              {(aria) => (
                <DatePicker
                  id={aria.id}
                  aria-invalid={aria['aria-invalid']}
                  aria-describedby={aria['aria-describedby']}
                  value={field.value ? fromIsoDate(field.value) : null}
                  latest={latestDate ? fromIsoDate(latestDate) : undefined}
                  onChange={(next) => field.onChange(next ? toIsoDate(next) : '')}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          )}
        />
      )}
      {offDay && (
        <FormBanner variant="warning">
          {offDay} {t('createAnyway')}
        </FormBanner>
      )}
      {!report && <ExistingReportNotice marketId={marketId} marketDate={date} />}
      <CheckedOutNotice marketId={marketId} marketDate={report?.date ?? date} />
      <AttendanceLine attendance={figures.attendance} />
      <DayReportMoneyFields
        control={control}
        idPrefix={idPrefix}
        transactionIncomeCents={transactionIncomeCents}
        incomePlaceholder={incomePlaceholder}
      />
      {figures.onDevice && <p className="text-muted-foreground text-sm">{t('offlineFigures')}</p>}
      <TokensDistributedFields
        control={control}
        idPrefix={idPrefix}
        tokens={tokens}
        fromFloat={tokensFromFloat}
      />
      <TokensReturnedList
        idPrefix={idPrefix}
        returned={returned}
        tokens={tokens}
        isLoading={figures.isLoading}
      />
      <Suspense fallback={null}>
        <DayReportFunderFields
          control={control}
          idPrefix={idPrefix}
          floatFigures={floatFigures}
          onFill={fill}
          recheck={(name) => void trigger(name)}
        />
      </Suspense>
      <DayReportExtraFields
        control={control}
        idPrefix={idPrefix}
        marketFields={figures.marketFields}
        report={report}
      />
      <DayReportFormActions
        submitLabel={report ? t('saveDayReport') : offDay ? t('createDayReportAnyway') : t('createDayReport')}
        isValid={formState.isValid}
        isSubmitting={formState.isSubmitting}
        onCancel={onCancel}
        onDelete={onDelete}
      />
    </form>
  );
}
