import {
  formatCents,
  MAX_TOKEN_COUNT,
  type SalesReportDay,
  SalesReportFiguresSchema,
} from '@marketday/shared';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CentsInput } from '@/components/ui/cents-input';
import { FieldError } from '@/components/ui/field-error';
import { FormBanner } from '@/components/ui/form-banner';
import { Label } from '@/components/ui/label';
import { NumericInput } from '@/components/ui/numeric-input';
import { checkoutTotalsInCents } from '@/entities/checkout/checkout-totals';
import {
  encodeReportFigures,
  type ReportFormValues,
  reportDayMoney,
  reportFormValuesOf,
} from '@/entities/sales-reports/sales-report-money';
import { getErrorMessage } from '@/lib/api-client';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type SalesReportFormProps = {
  day: SalesReportDay;
  onSubmit: (values: ReportFormValues) => Promise<unknown>;
};

// The vendor's own report of the day (docs/product.md "Vendors report their sales"): gross and the tokens their type
// may take, with the fee and money owed worked out as they type by the checkout's own math. A correction starts
// from the version last sent.
export function SalesReportForm({ day, onSubmit }: SalesReportFormProps) {
  const t = useMessages(en);
  const grossId = useId();
  const [values, setValues] = useState<ReportFormValues>(() => reportFormValuesOf(day.reports[0]));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const money = useMemo(() => reportDayMoney(day), [day]);
  const totals = checkoutTotalsInCents({
    vendorType: day.vendor_type,
    vendorFees: day.vendor_fees,
    govFeeCents: money.govFeeCents,
    grossCents: values.gross_cents,
    tokens: money.tokens.map((token) => ({
      value_cents: token.value_cents,
      count: values.counts[token.id] ?? 0,
      program: token.program,
    })),
  });
  const owed = totals.moneyOwedCents;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = SalesReportFiguresSchema.safeParse(encodeReportFigures(values));
    if (!checked.success) {
      const issue = checked.error.issues[0]?.message;
      setError(issue ? sayShared(issue) : t('checkFigures'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onSubmit(values);
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor={grossId}>{t('grossToday')}</Label>
        <CentsInput
          id={grossId}
          value={values.gross_cents}
          onChange={(gross_cents) => setValues((old) => ({ ...old, gross_cents }))}
          className="h-12 text-lg"
          autoFocus
        />
      </div>
      {money.tokens.length > 0 && (
        <fieldset className="grid gap-3">
          <legend className="mb-1 font-medium text-sm">{t('tokensYouTook')}</legend>
          {money.tokens.map((token) => (
            <TokenCount
              key={token.id}
              name={token.name}
              valueCents={token.value_cents}
              count={values.counts[token.id] ?? 0}
              onChange={(count) =>
                setValues((old) => ({ ...old, counts: { ...old.counts, [token.id]: count } }))
              }
            />
          ))}
        </fieldset>
      )}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg border bg-muted/40 p-3 text-sm tabular-nums">
        <dt>{t('marketFee')}</dt>
        <dd className="text-right">{formatCents(totals.marketFeeCents)}</dd>
        <dt className="col-span-2 text-muted-foreground text-xs">{sayShared(totals.calculation)}</dt>
        {totals.govFeeCents > 0 && (
          <>
            <dt>{t('govFee')}</dt>
            <dd className="text-right">{formatCents(totals.govFeeCents)}</dd>
          </>
        )}
        {totals.tokenTotalCents > 0 && (
          <>
            <dt>{t('tokens')}</dt>
            <dd className="text-right">−{formatCents(totals.tokenTotalCents)}</dd>
          </>
        )}
        <dt className="font-semibold">{owed >= 0 ? t('youOweMarket') : t('marketPaysYou')}</dt>
        <dd className="text-right font-semibold" data-testid="report-owed">
          {formatCents(Math.abs(owed))}
        </dd>
      </dl>
      {error && <FormBanner variant="error">{error}</FormBanner>}
      <Button type="submit" size="lg" loading={sending}>
        {day.reports.length > 0 ? t('sendCorrection') : t('sendReport')}
      </Button>
    </form>
  );
}

function TokenCount({
  name,
  valueCents,
  count,
  onChange,
}: {
  name: string;
  valueCents: number;
  count: number;
  onChange: (count: number) => void;
}) {
  const t = useMessages(en);
  const id = useId();
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_7rem] items-center gap-3">
      <Label htmlFor={id} className="min-w-0 break-words">
        {name}{' '}
        <span className="font-normal text-muted-foreground">
          {t('tokenEach', { value: formatCents(valueCents) })}
        </span>
      </Label>
      <NumericInput
        id={id}
        value={count}
        decimals={0}
        min={0}
        max={MAX_TOKEN_COUNT}
        inputMode="numeric"
        className="text-right"
        onChange={(next) => {
          setRefusal(undefined);
          onChange(next);
        }}
        onReject={() => setRefusal(t('wholeTokens'))}
      />
      <div className="col-span-2 empty:hidden">
        <FieldError message={refusal} />
      </div>
    </div>
  );
}
