import type { CheckoutVendorListing } from '@/entities/checkout/checkout-money';

/**
 * The vendor to check out after `currentId`: the next one in the list's order not yet checked out that day,
 * wrapping round to the top; null when everyone else is done.
 */
export function nextVendorToCheck({
  vendors,
  currentId,
  checkedOutIds,
}: {
  vendors: readonly CheckoutVendorListing[];
  currentId: string;
  checkedOutIds: ReadonlySet<string>;
}): CheckoutVendorListing | null {
  const start = vendors.findIndex((v) => v.market_vendor_id === currentId);
  for (let step = 1; step <= vendors.length; step += 1) {
    const vendor = vendors[(start + step + vendors.length) % vendors.length];
    if (!vendor || vendor.market_vendor_id === currentId) continue;
    if (!checkedOutIds.has(vendor.market_vendor_id)) return vendor;
  }
  return null;
}
