import { formatCents, TOKEN_PROGRAM_MESSAGES, VENDOR_TYPE_LABELS } from '@marketday/shared';
import { Controller } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { TokenCountField } from '@/entities/tokens/token-count-field';
import { sayShared, type Translate, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { EditToken, EditTransactionControl } from './edit-transaction-values';

// Why the vendor's type may not take this token (TOKEN_PROGRAM_MESSAGES.notAccepted and keepOrLower, in the
// reader's language): "SNAP tokens cannot be accepted by Producer vendors." ("Market Bucks Token" gets no "tokens").
function notAcceptedNote(token: EditToken, t: Translate<typeof en>): string | undefined {
  if (!token.refusal) return token.notAccepted;
  const name = token.name.trim();
  return [
    t(/\btokens?$/i.test(name) ? 'tokenNotAcceptedNamed' : 'tokenNotAccepted', {
      token: name,
      vendorType: sayShared(VENDOR_TYPE_LABELS[token.refusal.vendorType]),
    }),
    token.refusal.booked ? sayShared(TOKEN_PROGRAM_MESSAGES.keepOrLower) : null,
  ]
    .filter(Boolean)
    .join(' ');
}

type EditTokenFieldsProps = { control: EditTransactionControl; idPrefix: string; tokens: EditToken[] };

// One whole-number count per token; `tokens[i]` in the form belongs to `tokens[i]` here.
export function EditTokenFields({ control, idPrefix, tokens }: EditTokenFieldsProps) {
  const t = useMessages(en);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">{t('tokens')}</legend>
      {tokens.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('noTokens')}</p>
      ) : (
        tokens.map((token, index) => {
          const id = `${idPrefix}-token-${token.id}`;
          const note = notAcceptedNote(token, t);
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
                    describedBy={note ? `${id}-not-accepted` : undefined}
                    labelClassName="min-w-0"
                    nameClassName="min-w-0"
                    detail={
                      <span className="block font-normal text-muted-foreground text-xs">
                        {t('tokenEach', { amount: formatCents(token.value_cents) })}
                      </span>
                    }
                  />
                  <div className="col-span-2">
                    {note ? (
                      <p id={`${id}-not-accepted`} className="text-muted-foreground text-xs">
                        {note}
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
