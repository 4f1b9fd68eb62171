import { zodResolver } from '@hookform/resolvers/zod';
import { IsoDateSchema, MarketDateUpdateSchema } from '@marketday/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '@/components/ui/alerts-provider';
import { FormIsoDateField } from '@/components/ui/bound-date-field';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { useChangeMarketDate } from '@/entities/season/change-market-date';
import { useServerForm } from '@/hooks/use-server-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { longDayLabel } from '../season-dates';

export type DateChangeKind = 'cancel' | 'restore' | 'extra';

const changeSchema = MarketDateUpdateSchema.safeExtend({ date: IsoDateSchema });
type ChangeValues = z.input<typeof changeSchema>;
type ChangeOutput = z.output<typeof changeSchema>;

// The keys of each kind's words in the catalogue.
const COPY = {
  cancel: { title: 'cancelTitle', submit: 'cancelSubmit', status: 'CANCELLED', help: 'cancelHelp' },
  restore: { title: 'restoreTitle', submit: 'holdAgain', status: 'SCHEDULED', help: 'restoreHelp' },
  extra: { title: 'addExtraDate', submit: 'extraSubmit', status: 'EXTRA', help: 'extraHelp' },
} as const;

type DateChangeDialogProps = {
  marketId: string;
  kind: DateChangeKind;
  /** The date changed; null for a new extra date (the form asks for it). */
  date: string | null;
  /** YYYY-MM-DD at the market: an extra date is picked from here on. */
  today: string;
  onOpenChange: (open: boolean) => void;
};

export function DateChangeDialog({ marketId, kind, date, today, onOpenChange }: DateChangeDialogProps) {
  const t = useMessages(en);
  const id = useId();
  const copy = COPY[kind];
  const change = useChangeMarketDate(marketId);
  const { showSuccess } = useAlerts();
  const form = useForm<ChangeValues, unknown, ChangeOutput>({
    resolver: zodResolver(changeSchema),
    mode: 'onChange',
    defaultValues: { date: date ?? '', status: copy.status, note: '' },
  });
  const { onSubmit, formError } = useServerForm({
    form,
    send: (values) => change.mutateAsync(values),
    onSuccess: (result) => {
      showSuccess(result.message);
      onOpenChange(false);
    },
  });
  const { formState, register } = form;

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={t(copy.title)}
      subtitle={date ? longDayLabel(date) : t(copy.help)}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {date ? (
          <p className="text-muted-foreground text-sm">{t(copy.help)}</p>
        ) : (
          <FormIsoDateField
            control={form.control}
            name="date"
            id={`${id}-date`}
            label={t('date')}
            inputProps={{ fromYear: Number(today.slice(0, 4)) }}
          />
        )}
        {kind !== 'restore' && (
          <FormField
            id={`${id}-note`}
            label={kind === 'cancel' ? t('noteToVendors') : t('noteOptional')}
            error={formState.errors.note?.message}
          >
            {(aria) => <Textarea {...aria} rows={3} maxLength={500} {...register('note')} />}
          </FormField>
        )}
        {formError ? <FormBanner variant="error">{formError}</FormBanner> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('keepAsIs')}
          </Button>
          <Button
            type="submit"
            variant={kind === 'cancel' ? 'destructive' : 'default'}
            disabled={!formState.isValid}
            loading={formState.isSubmitting}
          >
            {t(copy.submit)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
