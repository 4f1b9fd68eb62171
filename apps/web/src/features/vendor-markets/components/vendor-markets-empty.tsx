import { SendIcon, StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// A vendor in no market yet: the next step is an application.
export function VendorMarketsEmpty() {
  const t = useMessages(en);
  return (
    <EmptyStateCard
      icon={StoreIcon}
      title={t('notInMarkets')}
      description={t('notInMarketsHint')}
      action={
        <Button asChild>
          <Link to={paths.applications}>
            <SendIcon aria-hidden="true" />
            {t('applyToMarket')}
          </Link>
        </Button>
      }
    />
  );
}
