import { BookOpenCheckIcon, type LucideIcon, UserCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge } from '@/components/ui/icon-badge';

// A vendor's marks beside the name in the table and on the phone card: an outline badge, its icon and a title
// that says what the mark means.
function VendorMark({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <IconBadge variant="outline" icon={icon} title={title}>
      {children}
    </IconBadge>
  );
}

// Marks vendors who chose, in their own account, to be listed on their markets' public pages (docs/product.md §18).
export function DirectoryBadge() {
  return (
    <VendorMark
      icon={BookOpenCheckIcon}
      title="Listed in the vendor directory on the public pages of their markets."
    >
      In directory
    </VendorMark>
  );
}

// Marks vendors who keep their own profile, so the disabled Edit is expected.
export function OwnAccountBadge() {
  return (
    <VendorMark icon={UserCheckIcon} title="This vendor manages their own profile.">
      Own account
    </VendorMark>
  );
}
