import { CircleCheckIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// docs/product.md §2: no vendors at all, or nothing matching the filters.
export function ExpiredDocumentsEmpty({ reason }: { reason: 'no-vendors' | 'no-match' }) {
  const t = useMessages(en);
  if (reason === 'no-vendors') {
    return (
      <div className="flex flex-col items-center gap-2 py-4 text-center">
        <UsersIcon aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-semibold text-lg">{t('noVendorsFound')}</p>
        <p className="text-muted-foreground text-sm">{t('addVendorsHint')}</p>
        <Link to={paths.vendors} className={buttonVariants({ variant: 'outline' })}>
          {t('goToVendors')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg bg-muted/60 py-6 text-center">
      <CircleCheckIcon aria-hidden="true" className="size-8 text-success" />
      <p className="font-semibold">{t('noExpiredDocuments')}</p>
    </div>
  );
}
