import { Building2Icon } from 'lucide-react';
import { AddButton } from '@/components/ui/add-button';
import { EmptyStateCard } from '@/components/ui/empty-state-card';

// Shown instead of the table until the first association exists.
export function AssociationsEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyStateCard
      icon={Building2Icon}
      title="No associations yet."
      description="Create an association to get started."
      action={<AddButton onClick={onCreate}>New Association</AddButton>}
    />
  );
}
