import type { MarketPublicPage } from '@marketday/shared';
import { ExternalLinkIcon, PrinterIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

// The page and its poster are served by the API (/m/{slug}), not by the app's router: plain links, new tab.
export function PublicPageLinks({ page }: { page: MarketPublicPage }) {
  if (!page.public_page_enabled || !page.public_slug) return null;
  const href = `/m/${encodeURIComponent(page.public_slug)}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <a href={href} target="_blank" rel="noopener noreferrer">
          <ExternalLinkIcon aria-hidden="true" />
          Open public page
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={`${href}/poster`} target="_blank" rel="noopener noreferrer">
          <PrinterIcon aria-hidden="true" />
          Print QR poster
        </a>
      </Button>
    </div>
  );
}
