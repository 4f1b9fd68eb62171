import { formatCents } from '@marketday/shared';
import { Trash2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FormMoneyField, FormNumberField } from '@/components/ui/bound-amount-fields';
import { FormInputField } from '@/components/ui/bound-fields';
import { Button } from '@/components/ui/button';
import { TokenCoin } from '@/entities/tokens/token-coin';
import { tokenValueCents } from '@/entities/tokens/token-money';
import { useIntlTag } from '@/lib/i18n/intl';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { marketLinks } from '../market-links';
import { useMarketFormContext } from './market-form/use-market-form';
import { TokenAppearance } from './token-appearance';
import { TokenProgramFields } from './token-program-fields';

type TokenEditorProps = {
  index: number;
  marketId: string | undefined;
  // The saved count of an existing token; it changes only through the ledger on the Tokens page.
  currentCount: number | undefined;
  onRemove: () => void;
};

export function TokenEditor({ index, marketId, currentCount, onRemove }: TokenEditorProps) {
  const t = useMessages(en);
  const intl = useIntlTag();
  const { control } = useMarketFormContext();
  const token = useWatch({ control, name: `tokens.${index}` });
  // The row is being removed.
  if (!token) return null;
  const isNew = !token.id;
  const displayName = token.name.trim() || t('newToken');
  const id = `token-${index}`;
  return (
    <li className="grid gap-4 rounded-lg border p-3 sm:p-4">
      <div className="flex items-center gap-3">
        <TokenCoin token={{ name: displayName, visual_settings: token.visual_settings ?? null }} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{t('tokenTitle', { name: displayName })}</p>
          <p className="text-muted-foreground text-sm tabular-nums">
            {t(isNew ? 'valueEachNew' : 'valueEach', { value: formatCents(tokenValueCents(token)) })}
          </p>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="shrink-0 text-destructive"
          aria-label={t('removeToken', { name: displayName })}
          onClick={onRemove}
        >
          <Trash2 />
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormInputField
          control={control}
          name={`tokens.${index}.name`}
          id={`${id}-name`}
          label={t('tokenName')}
          autoComplete="off"
        />
        <FormMoneyField
          control={control}
          name={`tokens.${index}.per_dollar_value`}
          id={`${id}-value`}
          label={t('valuePerToken')}
        />
        {isNew ? (
          <FormNumberField
            control={control}
            name={`tokens.${index}.count`}
            id={`${id}-count`}
            label={t('initialCount')}
            hint={t('initialCountHint')}
            inputProps={{ min: 0, decimals: 0 }}
          />
        ) : (
          <div className="grid content-start gap-2">
            <p className="font-medium text-sm leading-none">{t('currentCount')}</p>
            <p className="flex min-h-11 items-center font-semibold text-lg tabular-nums">
              {new Intl.NumberFormat(intl).format(currentCount ?? 0)}
            </p>
            {marketId ? (
              <Link
                to={marketLinks.tokens(marketId)}
                className="text-primary text-sm underline-offset-4 hover:underline"
              >
                {t('changeCounts')}
              </Link>
            ) : null}
          </div>
        )}
      </div>
      <TokenProgramFields index={index} />
      <TokenAppearance index={index} />
    </li>
  );
}
