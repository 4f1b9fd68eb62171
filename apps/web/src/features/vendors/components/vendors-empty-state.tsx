import { PlusIcon, UsersIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

// Shown instead of the table when the manager has no vendors at all.
export function VendorsEmptyState({ onAddVendor }: { onAddVendor: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <UsersIcon aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold text-lg">No vendors yet.</h2>
        <p className="text-muted-foreground text-sm">Add your first vendor.</p>
        <Button onClick={onAddVendor}>
          <PlusIcon aria-hidden="true" />
          Add Vendor
        </Button>
      </CardContent>
    </Card>
  );
}
