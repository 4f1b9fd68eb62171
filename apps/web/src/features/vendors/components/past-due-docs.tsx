import { Badge } from '@/components/ui/badge';

/** '2 past due' for a vendor with expired compliance documents; nothing to flag otherwise. */
export function pastDueText(count: number): string | null {
  return count > 0 ? `${count} past due` : null;
}

// docs/product.md §11: `expired_docs` counts the vendor's current documents whose expiry date has passed.
export function PastDueDocs({ count }: { count: number }) {
  const text = pastDueText(count);
  if (!text) return <span className="text-muted-foreground">None past due</span>;
  return <Badge variant="warning">{text}</Badge>;
}
