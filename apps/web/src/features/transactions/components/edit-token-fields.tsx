import { formatCents } from '@marketday/shared';
import { Controller } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { TokenCountField } from '@/entities/tokens/token-count-field';
import type { EditToken, EditTransactionControl } from './edit-transaction-values';

type EditTokenFieldsProps = { control: EditTransactionControl; idPrefix: string; tokens: EditToken[] };

// One whole-number count per token; `tokens[i]` in the form belongs to `tokens[i]` here.
export function EditTokenFields({ control, idPrefix, tokens }: EditTokenFieldsProps) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">Tokens</legend>
      {tokens.length === 0 ? (
        <p className="text-muted-foreground text-sm">No Tokens In this Market</p>
      ) : (
        tokens.map((token, index) => {
          const id = `${idPrefix}-token-${token.id}`;
          return (
            <Controller
              key={token.id}
              control={control}
              name={`tokens.${index}.count`}
              render={({ field, fieldState }) => (
                <div className="grid grid-cols-[1fr_7rem] items-center gap-x-3 gap-y-1">
                  <TokenCountField
                    id={id}
                    token={token}
                    field={field}
                    invalid={Boolean(fieldState.error)}
                    describedBy={token.notAccepted ? `${id}-not-accepted` : undefined}
                    labelClassName="min-w-0"
                    nameClassName="min-w-0"
                    detail={
                      <span className="block font-normal text-muted-foreground text-xs">
                        {formatCents(token.value_cents)} each
                      </span>
                    }
                  />
                  <div className="col-span-2">
                    {token.notAccepted ? (
                      <p id={`${id}-not-accepted`} className="text-muted-foreground text-xs">
                        {token.notAccepted}
                      </p>
                    ) : null}
                    <FieldError message={fieldState.error?.message} />
                  </div>
                </div>
              )}
            />
          );
        })
      )}
    </fieldset>
  );
}
