import { UsersIcon } from 'lucide-react';
import { AddButton } from '@/components/ui/add-button';
import { EmptyStateCard } from '@/components/ui/empty-state-card';

// Shown instead of the table when the manager has no vendors at all.
export function VendorsEmptyState({ onAddVendor }: { onAddVendor: () => void }) {
  return (
    <EmptyStateCard
      icon={UsersIcon}
      title="No vendors yet."
      description="Add your first vendor."
      action={<AddButton onClick={onAddVendor}>Add Vendor</AddButton>}
    />
  );
}
