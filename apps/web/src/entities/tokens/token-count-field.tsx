import type { TokenVisualSettings } from '@marketday/shared';
import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { NumericInput } from '@/components/ui/numeric-input';
import { cn } from '@/lib/cn';
import { TokenCoin } from './token-coin';

type TokenCountFieldProps = {
  id: string;
  token: { name: string; visual_settings: TokenVisualSettings | null };
  /** The form field's count and handlers (react-hook-form's `field`). */
  field: { value: number | undefined; onChange: (count: number) => void; onBlur: () => void };
  invalid: boolean;
  describedBy?: string | undefined;
  labelClassName?: string;
  nameClassName?: string;
  /** Under the token's name in the label (what one token is worth, say). */
  detail?: ReactNode;
};

// One token's whole-number count: its label (the coin and the name) and the input. The caller lays the two out and
// adds what goes under them (the field's error, a note).
export function TokenCountField({
  id,
  token,
  field,
  invalid,
  describedBy,
  labelClassName,
  nameClassName,
  detail,
}: TokenCountFieldProps) {
  return (
    <>
      <Label htmlFor={id} className={labelClassName}>
        {/* Decorative here: the label already names the token. */}
        <span aria-hidden="true">
          <TokenCoin token={token} size="sm" />
        </span>
        <span className={cn('break-words', nameClassName)}>
          {token.name}
          {detail}
        </span>
      </Label>
      <NumericInput
        id={id}
        value={field.value ?? 0}
        onChange={field.onChange}
        onBlur={field.onBlur}
        onFocus={(event) => event.currentTarget.select()}
        decimals={0}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
      />
    </>
  );
}
