// docs/product.md: a custom field is stored under the key the manager typed ('num_shoppers'); people read it
// as a label ('Num shoppers') wherever it appears: checkout, day report, transactions, receipts.
export function customFieldLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
