import { Building2Icon, PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyStateCard } from '@/components/ui/empty-state-card';

// Shown instead of the table until the first association exists.
export function AssociationsEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyStateCard
      icon={Building2Icon}
      title="No associations yet."
      description="Create an association to get started."
      action={
        <Button onClick={onCreate}>
          <PlusIcon aria-hidden="true" />
          New Association
        </Button>
      }
    />
  );
}
