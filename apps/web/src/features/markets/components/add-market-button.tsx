import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export function AddMarketButton() {
  const t = useMessages(en);
  return (
    <Button asChild>
      <Link to={paths.marketSettings}>
        <Plus aria-hidden /> {t('addMarket')}
      </Link>
    </Button>
  );
}
