import { CoinsIcon, StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { paths } from '@/config/paths';

export function NoMarketsEmptyState() {
  return (
    <EmptyStateCard
      icon={StoreIcon}
      title="No Markets Found."
      description="Tokens belong to a market. Add a Market to get started."
      action={
        <Button asChild>
          <Link to={paths.marketSettings}>Add a Market</Link>
        </Button>
      }
    />
  );
}

export function NoTokensEmptyState({ marketId }: { marketId: string }) {
  return (
    <EmptyStateCard
      icon={CoinsIcon}
      title="No Tokens In this Market"
      description="Tokens are the market's own currency, e.g. SNAP or market-match tokens."
      action={
        <Button asChild>
          <Link to={`${paths.marketSettings}?market=${encodeURIComponent(marketId)}`}>Add a token</Link>
        </Button>
      }
    />
  );
}
