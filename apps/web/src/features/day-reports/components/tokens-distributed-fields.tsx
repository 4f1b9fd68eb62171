import { Controller } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { NumericInput } from '@/components/ui/numeric-input';
import { TokenCoin } from '@/entities/tokens/token-coin';
import { DAY_REPORT_HELP } from './day-report-help';
import type { DayReportFormControl, ReportToken } from './day-report-values';

type TokensDistributedFieldsProps = {
  control: DayReportFormControl;
  idPrefix: string;
  tokens: ReportToken[];
};

// One whole-number count per market token; `tokens_distributed[i]` belongs to `tokens[i]`.
export function TokensDistributedFields({ control, idPrefix, tokens }: TokensDistributedFieldsProps) {
  const hintId = `${idPrefix}-tokens-distributed-hint`;
  return (
    <fieldset className="grid gap-3" aria-describedby={hintId}>
      <legend className="mb-2 font-medium text-sm">Tokens Distributed</legend>
      <p id={hintId} className="-mt-1 text-muted-foreground text-sm">
        {DAY_REPORT_HELP.tokensDistributed}
      </p>
      {tokens.length === 0 ? (
        <p className="text-muted-foreground text-sm">No Tokens In this Market</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {tokens.map((token, index) => {
            const id = `${idPrefix}-distributed-${token.id}`;
            return (
              <Controller
                key={token.id}
                control={control}
                name={`tokens_distributed.${index}.count`}
                render={({ field, fieldState }) => (
                  <div className="grid gap-2">
                    <Label htmlFor={id} className="min-h-7">
                      {/* Decorative here: the label already names the token. */}
                      <span aria-hidden="true">
                        <TokenCoin token={token} size="sm" />
                      </span>
                      <span className="break-words">{token.name}</span>
                    </Label>
                    <NumericInput
                      id={id}
                      value={field.value ?? 0}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      onFocus={(event) => event.currentTarget.select()}
                      decimals={0}
                      aria-invalid={fieldState.error ? true : undefined}
                      aria-describedby={fieldState.error ? `${id}-error` : undefined}
                    />
                    <FieldError id={`${id}-error`} message={fieldState.error?.message} />
                  </div>
                )}
              />
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
