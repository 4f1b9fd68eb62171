import { BookOpenCheckIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

// Marks vendors who chose, in their own account, to be listed on their markets' public pages (docs/product.md §18).
export function DirectoryBadge() {
  return (
    <Badge variant="outline" title="Listed in the vendor directory on the public pages of their markets.">
      <BookOpenCheckIcon aria-hidden="true" />
      In directory
    </Badge>
  );
}
