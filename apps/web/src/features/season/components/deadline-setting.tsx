import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_DROP_DEADLINE_HOURS, type SeasonSettings, SeasonSettingsSchema } from '@marketday/shared';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormBanner } from '@/components/ui/form-banner';
import { FormField } from '@/components/ui/form-field';
import { NumericInput } from '@/components/ui/numeric-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSaveSeasonSettings, useSeasonSettings } from '@/entities/season/season-settings';
import { useServerForm } from '@/hooks/use-server-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// How long before the market opens vendors may still drop or request a date (docs/season.md "On the web").
export function DeadlineSetting({ marketId, canChange }: { marketId: string; canChange: boolean }) {
  const t = useMessages(en);
  const settings = useSeasonSettings(marketId);
  if (settings.isPending) return <Skeleton aria-busy="true" className="h-24 w-full rounded-xl" />;
  if (settings.error) return null;
  if (!canChange) {
    return (
      <p className="text-muted-foreground text-sm">
        {t('deadlineInfo', { hours: settings.data.drop_deadline_hours })}
      </p>
    );
  }
  return <DeadlineForm key={settings.data.drop_deadline_hours} marketId={marketId} saved={settings.data} />;
}

function DeadlineForm({ marketId, saved }: { marketId: string; saved: SeasonSettings }) {
  const t = useMessages(en);
  const id = useId();
  const save = useSaveSeasonSettings(marketId);
  const { showSuccess } = useAlerts();
  const form = useForm<SeasonSettings>({
    resolver: zodResolver(SeasonSettingsSchema),
    mode: 'onChange',
    defaultValues: saved,
  });
  const { onSubmit, formError } = useServerForm({
    form,
    send: (values) => save.mutateAsync(values),
    onSuccess: (result) => showSuccess(result.message),
  });
  const { formState } = form;

  return (
    <Card className="p-4">
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
      >
        <Controller
          control={form.control}
          name="drop_deadline_hours"
          render={({ field, fieldState }) => (
            <FormField
              id={`${id}-hours`}
              label={t('hoursLabel')}
              hint={t('deadlineInfo', { hours: Number.isFinite(field.value) ? field.value : 'N' })}
              error={fieldState.error?.message}
            >
              {(aria) => (
                <NumericInput
                  {...aria}
                  inputMode="numeric"
                  decimals={0}
                  min={0}
                  max={MAX_DROP_DEADLINE_HOURS}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  className="sm:max-w-32"
                />
              )}
            </FormField>
          )}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={!formState.isValid || !formState.isDirty}
          loading={formState.isSubmitting}
        >
          {t('saveDeadline')}
        </Button>
        {formError ? <FormBanner variant="error">{formError}</FormBanner> : null}
      </form>
    </Card>
  );
}
