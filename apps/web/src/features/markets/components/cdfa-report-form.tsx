import {
  type CdfaReportInput,
  CdfaReportInputSchema,
  fromIsoDate,
  QUARTERS,
  quarterOf,
  quarterRange,
  todayAtMarket,
} from '@marketday/shared';
import { useId } from 'react';
import { FormNumberSelectField } from '@/components/ui/bound-number-select-field';
import type { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { FormFooterActions } from '@/components/ui/form-footer-actions';
import { useServerForm } from '@/hooks/use-server-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { displayDate } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const YEARS_BACK = 6;

function quarterOptions(year: number) {
  return QUARTERS.map((quarter) => {
    const range = quarterRange({ year, quarter });
    return {
      value: String(quarter),
      label: `Q${quarter} (${displayDate(range.start)} – ${displayDate(range.end)})`,
    };
  });
}

type CdfaReportFormProps = DialogFormActions<CdfaReportInput> & {
  marketId: string;
  /** The market's zone: the quarter chosen to start with is the one today at the market is in. */
  timeZone: string;
  isPending: boolean;
};

// Year and quarter of the report; the current quarter at the market (not on the device) is chosen to start with.
export function CdfaReportForm({ marketId, timeZone, isPending, onSubmit, onCancel }: CdfaReportFormProps) {
  const t = useMessages(en);
  const id = useId();
  const current = quarterOf(fromIsoDate(todayAtMarket({ time_zone: timeZone }, new Date())));
  const form = useZodForm(CdfaReportInputSchema, {
    defaultValues: { marketId, year: current.year, quarter: current.quarter },
  });
  const { control, watch } = form;
  const year = watch('year');
  const { onSubmit: submit } = useServerForm({ form, send: onSubmit, refusal: 'toast' });
  const years = Array.from({ length: YEARS_BACK }, (_, i) => String(current.year - i));

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[7rem_minmax(0,1fr)]">
        <FormNumberSelectField
          control={control}
          name="year"
          id={`${id}-year`}
          label={t('year')}
          options={years.map((y) => ({ value: y, label: y }))}
        />
        <FormNumberSelectField
          control={control}
          name="quarter"
          id={`${id}-quarter`}
          label={t('quarter')}
          options={quarterOptions(year)}
        />
      </div>
      <FormFooterActions
        control={control}
        submitLabel={t('createReport')}
        busy={isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
