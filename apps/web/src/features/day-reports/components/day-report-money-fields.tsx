import { directDepositCents, formatCents } from '@marketday/shared';
import { useWatch } from 'react-hook-form';
import { FormCentsField } from '@/components/ui/bound-amount-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { DayReportFormControl } from './day-report-values';

type DayReportMoneyFieldsProps = {
  control: DayReportFormControl;
  idPrefix: string;
  /** In cents (read by entities/day-reports); null while unknown (no date yet, or still loading). */
  transactionIncomeCents: number | null;
  incomePlaceholder: string;
};

const AMOUNT_FIELDS = [
  { name: 'additional_income', label: 'additionalIncomeLabel', hint: 'helpAdditionalIncome' },
  { name: 'expenses', label: 'expensesLabel', hint: 'helpExpenses' },
] as const;

export function DayReportMoneyFields({
  control,
  idPrefix,
  transactionIncomeCents,
  incomePlaceholder,
}: DayReportMoneyFieldsProps) {
  const t = useMessages(en);
  return (
    <div className="grid gap-5">
      <FormField
        id={`${idPrefix}-transaction-income`}
        label={t('transactionIncomeLabel')}
        hint={t('helpTransactionIncome')}
      >
        {(aria) => (
          <Input
            {...aria}
            readOnly
            value={transactionIncomeCents === null ? '' : formatCents(transactionIncomeCents)}
            placeholder={incomePlaceholder}
            className="bg-muted/50 tabular-nums"
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        {AMOUNT_FIELDS.map(({ name, label, hint }) => (
          <FormCentsField
            key={name}
            control={control}
            name={name}
            id={`${idPrefix}-${name}`}
            label={t(label)}
            hint={t(hint)}
            inputProps={{
              onFocus: (event) => event.currentTarget.select(),
              // A typed minus is let through so the schema can say why it is wrong (docs/product.md §5), while
              // phones keep the decimal keypad.
              allowNegative: true,
              inputMode: 'decimal',
            }}
          />
        ))}
      </div>
      <DirectDeposit control={control} transactionIncomeCents={transactionIncomeCents} idPrefix={idPrefix} />
    </div>
  );
}

function DirectDeposit({
  control,
  transactionIncomeCents,
  idPrefix,
}: Pick<DayReportMoneyFieldsProps, 'control' | 'transactionIncomeCents' | 'idPrefix'>) {
  const t = useMessages(en);
  const [additional = 0, expenses = 0] = useWatch({ control, name: ['additional_income', 'expenses'] });
  const labelId = `${idPrefix}-direct-deposit`;
  // docs/product.md §5: direct deposit = transaction income + additional income − expenses, in cents.
  const cents =
    transactionIncomeCents === null
      ? null
      : directDepositCents({
          transactionIncomeCents,
          additionalIncomeCents: additional,
          expensesCents: expenses,
        });
  // A negative deposit (expenses above income) is the market paying in: shown in the warning colour, and said.
  const isNegative = cents !== null && cents < 0;
  return (
    <div
      data-negative={isNegative || undefined}
      className={cn(
        'flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-accent/40 px-4 py-3',
        isNegative && 'border-warning bg-warning/10',
      )}
    >
      <div className="grid gap-0.5">
        <span id={labelId} className="font-medium">
          {t('directDepositLabel')}
        </span>
        <span className={cn('text-xs', isNegative ? 'text-amber-900' : 'text-muted-foreground')}>
          {isNegative ? t('depositNegative') : t('depositFormula')}
        </span>
      </div>
      <output
        aria-labelledby={labelId}
        className={cn('font-semibold text-2xl tabular-nums', isNegative && 'text-amber-800')}
      >
        {cents === null ? '—' : formatCents(cents)}
      </output>
    </div>
  );
}
