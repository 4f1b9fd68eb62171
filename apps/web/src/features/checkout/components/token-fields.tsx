import { CHECKOUT_TOKEN_MESSAGES, formatCents, tokenAcceptedBy } from '@marketday/shared';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import type { CheckoutControl } from '../form-values';
import en from '../locales/en.json';
import { notAcceptedText } from './not-accepted-text';
import { type FieldToken, TokenCountField } from './token-count-field';
import { useCheckoutTotals } from './use-checkout-totals';

export function TokenFields({
  control,
  context,
  reportTokens = [],
}: {
  control: CheckoutControl;
  context: CheckoutDay;
  /** The tokens of the chosen vendor's own report, by name: one may have been removed before the screen opened. */
  reportTokens?: readonly { token_id: string; name: string }[] | undefined;
}) {
  const t = useMessages(en);
  const tokens = context.market_tokens;
  const vendorId = useWatch({ control, name: 'market_vendor_id' });
  const vendorType = context.vendors.find((v) => v.market_vendor_id === vendorId)?.type;
  // Each field is the form's own entry for its token, found by id: the day's list may have changed since the form
  // was filled (checkout-form carries the counts over), and a field must never show or change another token's
  // count. Only the ids are watched, so a keystroke does not redraw every field.
  const ids = useWatch({
    control,
    name: 'tokens',
    compute: (entries) => (entries ?? []).map((entry) => entry?.token_id),
  });
  // A token the market no longer lists keeps its field (and name) while it still holds a count: as the day listed
  // it while the screen was open, else under the name the vendor's report gives it.
  const known = useRef(new Map<string, FieldToken>());
  for (const token of tokens) known.current.set(token.id, token);
  const listed = new Map(tokens.map((token) => [token.id, token]));
  const fields = ids.flatMap((id, index) => {
    if (id === undefined) return [];
    const reported = reportTokens.find((entry) => entry.token_id === id);
    // Known by neither (a report's token removed before the screen opened, and the report gone since): still a
    // field, so the count it holds can be taken out.
    const token = known.current.get(id) ?? {
      id,
      name: reported?.name ?? sayShared(CHECKOUT_TOKEN_MESSAGES.unnamedToken),
      visual_settings: null,
      value_cents: 0,
    };
    return [{ token, index, day: listed.get(id) }];
  });
  return (
    <Card className="scroll-mb-24 gap-3 py-4 sm:py-5 lg:scroll-mb-4" data-checkout-tokens>
      <CardHeader className="flex-row items-baseline justify-between gap-2">
        <CardTitle className="text-base">{t('tokens')}</CardTitle>
        {tokens.length > 0 && <TokenTotal control={control} context={context} />}
      </CardHeader>
      <CardContent>
        {fields.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('noTokens')}</p>
        ) : (
          <div className="grid gap-2 sm:grid-cols-2 sm:gap-4">
            {fields.map(({ token, index, day }) => (
              <TokenCountField
                vendorId={vendorId}
                key={token.id}
                control={control}
                token={token}
                index={index}
                showCoin={context.manager_settings.display_token_images_next_to_fields}
                gone={!day}
                // Issue 17: a token this vendor's type may not accept cannot be counted (the server refuses it too).
                // A removed one stays open: its count is to be taken out (form-values TOKEN_GONE).
                notAccepted={
                  day && vendorType && !tokenAcceptedBy(day, vendorType)
                    ? notAcceptedText(day.name, vendorType)
                    : undefined
                }
              />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function TokenTotal({ control, context }: { control: CheckoutControl; context: CheckoutDay }) {
  const t = useMessages(en);
  const totals = useCheckoutTotals({ control, context });
  return (
    <p className="text-sm tabular-nums">
      <span className="text-muted-foreground">{t('tokenTotalLabel')}</span>
      {/* A removed token's count is not priced (entities/checkout/checkout-totals). */}
      <span className="font-semibold">
        {totals?.unpriced ? '—' : formatCents(totals?.tokenTotalCents ?? 0)}
      </span>
    </p>
  );
}
