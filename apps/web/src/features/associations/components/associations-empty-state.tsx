import { Building2Icon, PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

// Shown instead of the table until the first association exists.
export function AssociationsEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <Building2Icon aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold text-lg">No associations yet.</h2>
        <p className="max-w-md text-muted-foreground text-sm">Create an association to get started.</p>
        <Button onClick={onCreate}>
          <PlusIcon aria-hidden="true" />
          New Association
        </Button>
      </CardContent>
    </Card>
  );
}
