import { formatDollars, type Token } from '@marketday/shared';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { NumericInput } from '@/components/ui/numeric-input';
import { TokenCoin } from '@/components/ui/token-coin';
import type { CheckoutControl } from '../form-values';

// Generous: a busy day's tokens, never a typo of several extra digits.
const MAX_TOKENS = 100_000;

type TokenCountFieldProps = { control: CheckoutControl; token: Token; index: number; showCoin: boolean };

export function TokenCountField({ control, token, index, showCoin }: TokenCountFieldProps) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={`tokens.${index}.count`}
      render={({ field, fieldState }) => (
        <div className="flex items-center gap-3">
          {showCoin && (
            <span aria-hidden="true">
              <TokenCoin token={token} />
            </span>
          )}
          <div className="grid min-w-0 flex-1 gap-1.5">
            <Label htmlFor={id} className="break-words">
              {token.name}
            </Label>
            <NumericInput
              ref={field.ref}
              id={id}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              // Selecting the starting "0" lets the first digit typed replace it.
              onFocus={(event) => event.currentTarget.select()}
              decimals={0}
              min={0}
              max={MAX_TOKENS}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={`${id}-value`}
              className="h-12 text-lg"
            />
            <p id={`${id}-value`} className="text-muted-foreground text-xs tabular-nums">
              {formatDollars(token.per_dollar_value)} each
            </p>
            <FieldError message={fieldState.error?.message} />
          </div>
        </div>
      )}
    />
  );
}
