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

/**
 * The vendor the checkout opens on: the first in the list's order not yet checked out that day (issue 31: the
 * first vendor may be done already, and a submit for them only answers Transaction Conflict); the first vendor
 * when everyone is done.
 */
export function firstVendorToCheck({
  vendors,
  checkedOutIds,
}: {
  vendors: readonly CheckoutVendorListing[];
  checkedOutIds: ReadonlySet<string>;
}): CheckoutVendorListing | null {
  return vendors.find((v) => !checkedOutIds.has(v.market_vendor_id)) ?? vendors[0] ?? null;
}
