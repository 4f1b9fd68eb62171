import type { CheckoutVendorListing } from '@/entities/checkout/checkout-money';

export type SearchableVendor = { vendor: CheckoutVendorListing; key: string };

// Case- and accent-insensitive: "cafe" finds "Café Verde".
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function toSearchable(vendors: CheckoutVendorListing[]): SearchableVendor[] {
  return vendors.map((vendor) => ({ vendor, key: searchKey(vendor.business_name) }));
}

export function filterVendors(vendors: SearchableVendor[], query: string): CheckoutVendorListing[] {
  const needle = searchKey(query);
  const matches = needle ? vendors.filter((v) => v.key.includes(needle)) : vendors;
  return matches.map((v) => v.vendor);
}
