import { Building2 } from 'lucide-react';
import { PageLayout } from '@/components/layouts/page-layout';
import { Card, CardContent } from '@/components/ui/card';

export function AssociationsPage() {
  return (
    <PageLayout title="Associations" subtitle="Groups of vendors who join with an access code.">
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-8 text-center">
          <Building2 className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium text-lg">No associations yet.</p>
          <p className="max-w-md text-muted-foreground text-sm">
            Creating and managing associations is not available yet; they will be listed here.
          </p>
        </CardContent>
      </Card>
    </PageLayout>
  );
}
