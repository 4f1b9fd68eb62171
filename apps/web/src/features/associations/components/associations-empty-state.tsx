import { Building2Icon } from 'lucide-react';
import { AddButton } from '@/components/ui/add-button';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Shown instead of the table until the first association exists.
export function AssociationsEmptyState({ onCreate }: { onCreate: () => void }) {
  const t = useMessages(en);
  return (
    <EmptyStateCard
      icon={Building2Icon}
      title={t('noAssociations')}
      description={t('createToStart')}
      action={<AddButton onClick={onCreate}>{t('newTitle')}</AddButton>}
    />
  );
}
