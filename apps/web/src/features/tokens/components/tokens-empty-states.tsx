import { CoinsIcon, StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

function EmptyState({
  icon: Icon,
  title,
  text,
  to,
  action,
}: {
  icon: typeof CoinsIcon;
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold text-lg">{title}</h2>
        <p className="text-muted-foreground text-sm">{text}</p>
        <Button asChild>
          <Link to={to}>{action}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function NoMarketsEmptyState() {
  return (
    <EmptyState
      icon={StoreIcon}
      title="No Markets Found."
      text="Tokens belong to a market. Add a Market to get started."
      to={paths.marketSettings}
      action="Add a Market"
    />
  );
}

export function NoTokensEmptyState({ marketId }: { marketId: string }) {
  return (
    <EmptyState
      icon={CoinsIcon}
      title="No Tokens In this Market"
      text="Tokens are the market's own currency, e.g. SNAP or market-match tokens."
      to={`${paths.marketSettings}?market=${encodeURIComponent(marketId)}`}
      action="Add a token"
    />
  );
}
