import { formatCents, MAX_TOKEN_COUNT } from '@marketday/shared';
import { useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { NumericInput } from '@/components/ui/numeric-input';
import type { CheckoutDayToken } from '@/entities/checkout/checkout-money';
import { TokenCoin } from '@/entities/tokens/token-coin';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import { type CheckoutControl, TOKEN_GONE_NOTE } from '../form-values';
import en from '../locales/en.json';

/** What a field shows of its token (a removed one may be known only by the name a vendor's report gives it). */
export type FieldToken = Pick<CheckoutDayToken, 'id' | 'name' | 'visual_settings' | 'value_cents'>;

type TokenCountFieldProps = {
  control: CheckoutControl;
  token: FieldToken;
  index: number;
  showCoin: boolean;
  // The market no longer lists this token: its field says so in place of its value, and its count is not priced.
  gone?: boolean | undefined;
  // Why the selected vendor may not be paid with this token; the field is then disabled, unless it holds a count.
  notAccepted?: string | undefined;
  /** The chosen vendor: a field opened for a count this vendor held closes again for the next one. */
  vendorId: string;
};

export const WHOLE_TOKENS_ONLY = 'Tokens are counted in whole numbers.';

export function TokenCountField({
  control,
  token,
  index,
  showCoin,
  gone = false,
  notAccepted,
  vendorId,
}: TokenCountFieldProps) {
  const t = useMessages(en);
  const id = useId();
  // "1.5" must not quietly become 15: a refused decimal point says why the field did not take it.
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  // A token this vendor may not be paid with is closed to typing, except a field that held a count (the vendor's
  // report, or a count typed before the token's program changed): it stays open, and may only go down, so the
  // manager can take it out (docs/product.md "A token removed since").
  const heldRefusedFor = useRef<string | null>(null);
  return (
    <Controller
      control={control}
      name={`tokens.${index}.count`}
      render={({ field, fieldState }) => {
        if (notAccepted && field.value > 0) heldRefusedFor.current = vendorId;
        const open = !notAccepted || heldRefusedFor.current === vendorId;
        return (
          <div className="flex items-center gap-3">
            {showCoin && (
              <span aria-hidden="true">
                <TokenCoin token={token} />
              </span>
            )}
            {/* On a phone one row a token, the count beside its name, so every token fits above the Money Owed bar
              at 375×667 (issue 31); from sm up, stacked in a grid of two. */}
            <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_7rem] items-center gap-x-3 gap-y-1 sm:grid-cols-1 sm:gap-1.5">
              <div className="grid min-w-0 gap-0.5">
                <Label htmlFor={id} className="break-words">
                  {token.name}
                </Label>
                <p id={`${id}-value`} className="text-muted-foreground text-xs tabular-nums">
                  {gone ? sayShared(TOKEN_GONE_NOTE) : t('each', { price: formatCents(token.value_cents) })}
                </p>
              </div>
              <NumericInput
                ref={field.ref}
                id={id}
                name={field.name}
                value={field.value}
                onChange={(value) => {
                  setRefusal(undefined);
                  field.onChange(value);
                }}
                onReject={(text) => {
                  if (/[.,]/.test(text) || refusal) setRefusal(WHOLE_TOKENS_ONLY);
                }}
                onBlur={field.onBlur}
                // Selecting the starting "0" lets the first digit typed replace it.
                onFocus={(event) => event.currentTarget.select()}
                decimals={0}
                min={0}
                max={notAccepted ? field.value : MAX_TOKEN_COUNT}
                aria-invalid={fieldState.error || refusal ? true : undefined}
                aria-describedby={notAccepted ? `${id}-value ${id}-not-accepted` : `${id}-value`}
                disabled={!open}
                className="h-11 text-lg sm:h-12"
              />
              {notAccepted ? (
                <p
                  id={`${id}-not-accepted`}
                  className="col-span-2 text-muted-foreground text-xs sm:col-span-1"
                  data-token-not-accepted
                >
                  {notAccepted}
                </p>
              ) : null}
              <div className="col-span-2 empty:hidden sm:col-span-1">
                <FieldError message={fieldState.error?.message ?? (refusal && t('wholeTokensOnly'))} />
              </div>
            </div>
          </div>
        );
      }}
    />
  );
}
