import { useMarketVendors } from '@/entities/markets/get-market';

// Who the public page lists: the market's vendors who opted in from their own account settings.
export function DirectoryVendors({ marketId }: { marketId: string }) {
  const vendors = useMarketVendors(marketId);
  if (!vendors.data) return null;
  const listed = vendors.data.filter((vendor) => vendor.settings.directory_listed);
  return (
    <section aria-labelledby="public-page-directory-title" className="grid gap-1 text-sm">
      <h3 id="public-page-directory-title" className="font-medium">
        Vendor directory
      </h3>
      <p className="text-muted-foreground">
        {listed.length === 0
          ? 'No vendor of this market is listed yet. Vendors choose this in their own account settings.'
          : `${listed.length} of ${vendors.data.length} ${vendors.data.length === 1 ? 'vendor' : 'vendors'} chose to be listed (business name, type and products):`}
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
