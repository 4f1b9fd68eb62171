import type { CheckoutVendor } from '@marketday/shared';

export type SearchableVendor = { vendor: CheckoutVendor; key: string };

// Case- and accent-insensitive: "cafe" finds "Café Verde".
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function toSearchable(vendors: CheckoutVendor[]): SearchableVendor[] {
  return vendors.map((vendor) => ({ vendor, key: searchKey(vendor.business_name) }));
}

export function filterVendors(vendors: SearchableVendor[], query: string): CheckoutVendor[] {
  const needle = searchKey(query);
  const matches = needle ? vendors.filter((v) => v.key.includes(needle)) : vendors;
  return matches.map((v) => v.vendor);
}
