// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstVendorToCheck, nextVendorToCheck } from './next-vendor';
import { buildVendor } from './testing/checkout-fixtures';

const vendors = ['Apple Acres', 'Berry Patch', 'Corner Bakery', 'Deli Delights'].map((name, i) =>
  buildVendor({ market_vendor_id: `mv-${i}`, business_name: name }),
);
const next = (currentId: string, done: string[]) =>
  nextVendorToCheck({ vendors, currentId, checkedOutIds: new Set(done) })?.business_name ?? null;

describe('nextVendorToCheck', () => {
  it('goes down the list, skipping vendors already checked out', () => {
    expect(next('mv-0', ['mv-0'])).toBe('Berry Patch');
    expect(next('mv-0', ['mv-0', 'mv-1', 'mv-2'])).toBe('Deli Delights');
  });

  it('wraps round to the top for vendors skipped earlier', () => {
    expect(next('mv-3', ['mv-2', 'mv-3'])).toBe('Apple Acres');
    expect(next('mv-2', ['mv-0', 'mv-2', 'mv-3'])).toBe('Berry Patch');
  });

  it('is null once everyone else is checked out, and never offers the current vendor again', () => {
    expect(next('mv-1', ['mv-0', 'mv-2', 'mv-3'])).toBeNull();
    expect(next('mv-1', ['mv-0', 'mv-1', 'mv-2', 'mv-3'])).toBeNull();
  });

  it('starts at the top when the current vendor is not in the list', () => {
    expect(next('gone', [])).toBe('Apple Acres');
  });
});

describe('firstVendorToCheck', () => {
  const first = (done: string[]) =>
    firstVendorToCheck({ vendors, checkedOutIds: new Set(done) })?.business_name ?? null;

  it('is the first vendor in the list not yet checked out', () => {
    expect(first([])).toBe('Apple Acres');
    expect(first(['mv-0'])).toBe('Berry Patch');
    expect(first(['mv-0', 'mv-1', 'mv-3'])).toBe('Corner Bakery');
  });

  it('is the first vendor when everyone is done, and null for a market with no vendors', () => {
    expect(first(['mv-0', 'mv-1', 'mv-2', 'mv-3'])).toBe('Apple Acres');
    expect(firstVendorToCheck({ vendors: [], checkedOutIds: new Set() })).toBeNull();
  });
});
