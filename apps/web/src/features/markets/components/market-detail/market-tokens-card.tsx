import { formatCents, type Market } from '@marketday/shared';
import { Link } from 'react-router';
import { TokenCoin } from '@/entities/tokens/token-coin';
import { tokenValueCents } from '@/entities/tokens/token-money';
import { TokenProgramBadge } from '@/entities/tokens/token-program-badge';
import { useIntlTag } from '@/lib/i18n/intl';
import { useMessages } from '@/lib/i18n/use-messages';
import { useManagerPermissions } from '@/lib/manager-permissions';
import en from '../../locales/en.json';
import { marketLinks } from '../../market-links';
import { DetailCard, EmptyNote } from './detail-card';

export function MarketTokensCard({ market }: { market: Market }) {
  // The Tokens page and the settings are a co-manager's at most (docs/decisions/029).
  const t = useMessages(en);
  const numbers = new Intl.NumberFormat(useIntlTag());
  const { canEditMarkets } = useManagerPermissions();
  return (
    <DetailCard title={t('tokens')} action={{ to: marketLinks.tokens(market.id), label: t('manageTokens') }}>
      {market.tokens.length === 0 ? (
        <EmptyNote>
          <p>{t('noTokens')}</p>
          {canEditMarkets && (
            <Link
              to={marketLinks.settings(market.id)}
              className="text-primary underline-offset-4 hover:underline"
            >
              {t('addTokenInSettings')}
            </Link>
          )}
        </EmptyNote>
      ) : (
        <ul className="grid gap-3">
          {market.tokens.map((token) => (
            <li key={token.id} className="flex items-center gap-3">
              <TokenCoin token={token} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{token.name}</p>
                <p className="text-muted-foreground text-sm tabular-nums">
                  {t('valueEach', { value: formatCents(tokenValueCents(token)) })}
                </p>
                <TokenProgramBadge token={token} />
              </div>
              <p className="text-right tabular-nums">
                <span className="block font-semibold">{numbers.format(token.count)}</span>
                <span className="text-muted-foreground text-xs">{t('onHand')}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
