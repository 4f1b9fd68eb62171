import {
  centsUnder,
  formatCents,
  TERMINAL_LABELS,
  type Terminal,
  TerminalBatchesInputSchema,
} from '@marketday/shared';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { FormField } from '@/components/ui/form-field';
import { useSaveTerminalBatches } from '@/entities/token-float/save-terminal-batches';
import type { TerminalDayCents, TokenFloatDayCents } from '@/entities/token-float/token-float-money';
import { useServerForm } from '@/hooks/use-server-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { cn } from '@/lib/cn';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { OptionalCentsInput } from './optional-cents-input';

// The shared batch rules (the server's messages), each total held in integer cents; empty clears it.
const batchesFormSchema = z.object({
  ebt: centsUnder(TerminalBatchesInputSchema.shape.ebt.unwrap()).nullable(),
  card: centsUnder(TerminalBatchesInputSchema.shape.card.unwrap()).nullable(),
});

const FIELDS = [
  { terminal: 'EBT', name: 'ebt' },
  { terminal: 'CARD', name: 'card' },
] as const satisfies readonly { terminal: Terminal; name: keyof z.input<typeof batchesFormSchema> }[];

const terminalName = (terminal: Terminal) => sayShared(TERMINAL_LABELS[terminal]);

function terminalOf(day: TokenFloatDayCents, terminal: Terminal): TerminalDayCents {
  return (
    day.terminals.find((line) => line.terminal === terminal) ?? {
      terminal,
      batch_total_cents: null,
      entries_total_cents: 0,
      variance_cents: null,
    }
  );
}

// Whether the terminal's batch matches the booth's entries: said in words as well as colour.
function VarianceStatus({ line }: { line: TerminalDayCents }) {
  const t = useMessages(en);
  if (line.batch_total_cents === null || line.variance_cents === null) {
    return <p className="text-muted-foreground text-sm">{t('noBatchYet')}</p>;
  }
  if (line.variance_cents === 0) {
    return (
      <Badge variant="success">
        <CircleCheckIcon aria-hidden="true" />
        {t('reconciled')}
      </Badge>
    );
  }
  const amount = formatCents(Math.abs(line.variance_cents));
  return (
    <div className="grid gap-1 text-sm">
      <Badge variant="destructive" className="whitespace-normal">
        <TriangleAlertIcon aria-hidden="true" />
        {t('offBy', { amount })}
      </Badge>
      <p>{t(line.variance_cents > 0 ? 'batchAbove' : 'batchBelow', { amount })}</p>
    </div>
  );
}

function TerminalFigures({ line }: { line: TerminalDayCents }) {
  const t = useMessages(en);
  const isOff = line.variance_cents !== null && line.variance_cents !== 0;
  return (
    <section
      aria-label={terminalName(line.terminal)}
      data-variance={isOff ? 'off' : line.variance_cents === 0 ? 'reconciled' : 'none'}
      className={cn(
        'grid min-w-0 gap-2 rounded-lg border p-4',
        isOff && 'border-destructive/60 bg-destructive/5',
        line.variance_cents === 0 && 'border-success/50',
      )}
    >
      <h3 className="font-semibold">{terminalName(line.terminal)}</h3>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="min-w-0">
          <dt className="text-muted-foreground text-xs">{t('batchTotal')}</dt>
          <dd className="tabular-nums">
            {line.batch_total_cents === null ? t('notEntered') : formatCents(line.batch_total_cents)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground text-xs">{t('boothEntries')}</dt>
          <dd className="tabular-nums">{formatCents(line.entries_total_cents)}</dd>
        </div>
      </dl>
      <VarianceStatus line={line} />
    </section>
  );
}

type TerminalBatchesProps = { marketId: string; day: TokenFloatDayCents };

// The terminals' batch totals as printed at the end of the day, each against what the booth's entries on that
// terminal add up to. Keyed by the day by its caller, so another day starts from its own totals.
export function TerminalBatches({ marketId, day }: TerminalBatchesProps) {
  const t = useMessages(en);
  const id = useId();
  const { showSuccess } = useAlerts();
  const save = useSaveTerminalBatches({ marketId, date: day.date });
  const form = useZodForm(batchesFormSchema, {
    defaultValues: {
      ebt: terminalOf(day, 'EBT').batch_total_cents,
      card: terminalOf(day, 'CARD').batch_total_cents,
    },
  });
  const { control, formState } = form;
  const { onSubmit, formError } = useServerForm({
    form,
    send: (values) => save.mutateAsync({ ebt_cents: values.ebt, card_cents: values.card }),
    onSuccess: (_saved, values) => {
      form.reset(values);
      showSuccess(t('batchesSaved'));
    },
  });

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ terminal }) => (
          <li key={terminal} className="flex min-w-0 flex-col">
            <TerminalFigures line={terminalOf(day, terminal)} />
          </li>
        ))}
      </ul>
      <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={t('batchesFormLabel')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map(({ terminal, name }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <FormField
                  id={`${id}-${name}`}
                  label={t('batchTotalOf', { terminal: terminalName(terminal) })}
                  error={fieldState.error?.message}
                >
                  {(aria) => (
                    <OptionalCentsInput
                      {...aria}
                      value={field.value ?? null}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                </FormField>
              )}
            />
          ))}
        </div>
        {formError ? <FormBanner variant="error">{formError}</FormBanner> : null}
        <Button
          type="submit"
          variant="outline"
          className="justify-self-start"
          disabled={!formState.isValid || !formState.isDirty}
          loading={formState.isSubmitting}
        >
          {t('saveBatches')}
        </Button>
      </form>
    </div>
  );
}
