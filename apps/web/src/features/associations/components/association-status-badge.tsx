import { CircleCheckIcon, CirclePauseIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The word carries the state; colour and icon only repeat it.
export function AssociationStatusBadge({ active }: { active: boolean }) {
  const t = useMessages(en);
  return active ? (
    <Badge variant="success">
      <CircleCheckIcon aria-hidden="true" />
      {t('active')}
    </Badge>
  ) : (
    <Badge variant="secondary">
      <CirclePauseIcon aria-hidden="true" />
      {t('inactive')}
    </Badge>
  );
}

// 'n / max', the fill of an association at a glance.
export function vendorFill({ vendor_count, max_vendors }: { vendor_count: number; max_vendors: number }) {
  return `${vendor_count} / ${max_vendors}`;
}
