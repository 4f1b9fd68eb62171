import { UsersIcon } from 'lucide-react';
import { AddButton } from '@/components/ui/add-button';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Shown instead of the table when the manager has no vendors at all.
export function VendorsEmptyState({ onAddVendor }: { onAddVendor: () => void }) {
  const t = useMessages(en);
  return (
    <EmptyStateCard
      icon={UsersIcon}
      title={t('noVendorsYet')}
      description={t('addFirstVendor')}
      action={<AddButton onClick={onAddVendor}>{t('addVendor')}</AddButton>}
    />
  );
}
