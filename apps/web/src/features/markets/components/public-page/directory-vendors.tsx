import { useMarketVendors } from '@/entities/markets/get-market';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';

// Who the public page lists: the market's vendors who opted in from their own account settings.
export function DirectoryVendors({ marketId }: { marketId: string }) {
  const t = useMessages(en);
  const vendors = useMarketVendors(marketId);
  if (!vendors.data) return null;
  const listed = vendors.data.filter((vendor) => vendor.settings.directory_listed);
  return (
    <section aria-labelledby="public-page-directory-title" className="grid gap-1 text-sm">
      <h3 id="public-page-directory-title" className="font-medium">
        {t('vendorDirectory')}
      </h3>
      <p className="text-muted-foreground">
        {listed.length === 0
          ? t('noVendorListed')
          : t('vendorsListed', { listed: listed.length, total: vendors.data.length })}
      </p>
      {listed.length > 0 && (
        <ul className="list-disc pl-5">
          {listed.map((vendor) => (
            <li key={vendor.id}>{vendor.business_name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
