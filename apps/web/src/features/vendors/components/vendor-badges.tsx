import { BookOpenCheckIcon, type LucideIcon, UserCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge } from '@/components/ui/icon-badge';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

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
  const t = useMessages(en);
  return (
    <VendorMark icon={BookOpenCheckIcon} title={t('directoryTitle')}>
      {t('inDirectory')}
    </VendorMark>
  );
}

// Marks vendors who keep their own profile, so the disabled Edit is expected.
export function OwnAccountBadge() {
  const t = useMessages(en);
  return (
    <VendorMark icon={UserCheckIcon} title={t('ownAccountTitle')}>
      {t('ownAccount')}
    </VendorMark>
  );
}
