// docs/product.md: a custom field is stored under the key the manager typed ('num_shoppers'); people read it
// as a label ('Num shoppers') wherever it appears: checkout, day report, transactions, receipts.
export function customFieldLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const CUSTOM_FIELD_MESSAGES = {
  unknown: (key: string) => `This market has no field named '${key}'.`,
} as const;

// A checkout or day report stores only its market's custom fields (issue 28, item 11). An edit keeps the fields
// the record already has, even one the market has since removed, so an old record can still be corrected.
export function unknownCustomFields(
  values: Record<string, unknown>,
  marketFields: Iterable<string>,
  kept: Iterable<string> = [],
): string[] {
  const known = new Set([...marketFields, ...kept]);
  return Object.keys(values).filter((key) => !known.has(key));
}
