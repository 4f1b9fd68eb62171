import { Badge } from '@/components/ui/badge';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

/** '2 past due' for a vendor with expired compliance documents; nothing to flag otherwise. */
export function pastDueText(count: number): string | null {
  return count > 0 ? messagesOf(en)('pastDue', { count }) : null;
}

// docs/product.md §11: `expired_docs` counts the vendor's current documents whose expiry date has passed.
export function PastDueDocs({ count }: { count: number }) {
  const t = useMessages(en);
  const text = pastDueText(count);
  if (!text) return <span className="text-muted-foreground">{t('nonePastDue')}</span>;
  return <Badge variant="warning">{text}</Badge>;
}
