import type { MarketPublicPage } from '@marketday/shared';
import { ExternalLinkIcon, PrinterIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';

// The page and its poster are served by the API (/m/{slug}), not by the app's router: plain links, new tab.
export function PublicPageLinks({ page }: { page: MarketPublicPage }) {
  const t = useMessages(en);
  if (!page.public_page_enabled || !page.public_slug) return null;
  const href = `/m/${encodeURIComponent(page.public_slug)}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <a href={href} target="_blank" rel="noopener noreferrer">
          <ExternalLinkIcon aria-hidden="true" />
          {t('openPublicPage')}
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={`${href}/poster`} target="_blank" rel="noopener noreferrer">
          <PrinterIcon aria-hidden="true" />
          {t('printQrPoster')}
        </a>
      </Button>
    </div>
  );
}
