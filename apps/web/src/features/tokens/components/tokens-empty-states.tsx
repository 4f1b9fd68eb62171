import { CoinsIcon, StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export function NoMarketsEmptyState() {
  const t = useMessages(en);
  return (
    <EmptyStateCard
      icon={StoreIcon}
      title={t('noMarketsFound')}
      description={t('noMarketsDescription')}
      action={
        <Button asChild>
          <Link to={paths.marketSettings}>{t('addMarket')}</Link>
        </Button>
      }
    />
  );
}

export function NoTokensEmptyState({ marketId }: { marketId: string }) {
  const t = useMessages(en);
  return (
    <EmptyStateCard
      icon={CoinsIcon}
      title={t('noTokensTitle')}
      description={t('noTokensDescription')}
      action={
        <Button asChild>
          <Link to={`${paths.marketSettings}?market=${encodeURIComponent(marketId)}`}>{t('addToken')}</Link>
        </Button>
      }
    />
  );
}
