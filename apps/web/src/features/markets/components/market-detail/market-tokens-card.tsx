import { formatCents, type Market } from '@marketday/shared';
import { Link } from 'react-router';
import { TokenCoin } from '@/entities/tokens/token-coin';
import { tokenValueCents } from '@/entities/tokens/token-money';
import { TokenProgramBadge } from '@/entities/tokens/token-program-badge';
import { useManagerPermissions } from '@/lib/manager-permissions';
import { marketLinks } from '../../market-links';
import { DetailCard, EmptyNote } from './detail-card';

export function MarketTokensCard({ market }: { market: Market }) {
  // The Tokens page and the settings are a co-manager's at most (docs/decisions/029).
  const { canEditMarkets } = useManagerPermissions();
  return (
    <DetailCard title="Tokens" action={{ to: marketLinks.tokens(market.id), label: 'Manage tokens' }}>
      {market.tokens.length === 0 ? (
        <EmptyNote>
          <p>No Tokens In this Market.</p>
          {canEditMarkets && (
            <Link
              to={marketLinks.settings(market.id)}
              className="text-primary underline-offset-4 hover:underline"
            >
              Add a token in the market settings
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
                  {formatCents(tokenValueCents(token))} each
                </p>
                <TokenProgramBadge token={token} />
              </div>
              <p className="text-right tabular-nums">
                <span className="block font-semibold">{token.count.toLocaleString('en-US')}</span>
                <span className="text-muted-foreground text-xs">on hand</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
