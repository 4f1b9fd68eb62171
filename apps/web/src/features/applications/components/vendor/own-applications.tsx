import type { Application } from '@marketday/shared';
import { ClipboardListIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnApplications } from '@/entities/applications/list-own-applications';
import type { RenderDocumentStatus } from '../attached-documents';
import { OwnApplicationCard } from './own-application-card';
import { WithdrawApplicationDialog } from './withdraw-application-dialog';

type OwnApplicationsProps = {
  renderDocumentStatus: RenderDocumentStatus;
  onApply: () => void;
};

// The vendor's applications, newest first, with what each market answered.
export function OwnApplications({ renderDocumentStatus, onApply }: OwnApplicationsProps) {
  const query = useOwnApplications();
  // The chosen application outlives `isOpen`, so the dialog keeps its wording while it closes.
  const [target, setTarget] = useState<Application | null>(null);
  const [isWithdrawOpen, setIsWithdrawOpen] = useState(false);

  if (query.error) return <DataTableErrorCard error={query.error} />;
  if (!query.data) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <span className="sr-only">Loading applications…</span>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <ClipboardListIcon aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="font-semibold text-lg">No applications yet.</h2>
          <p className="max-w-md text-muted-foreground text-sm">
            Find a market you would like to sell at and send the manager an application.
          </p>
          <Button variant="outline" onClick={onApply}>
            <SearchIcon aria-hidden="true" />
            Find a market
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <section aria-label="Your applications" className="grid gap-3">
      {query.data.map((application) => (
        <OwnApplicationCard
          key={application.id}
          application={application}
          renderDocumentStatus={renderDocumentStatus}
          onWithdraw={(chosen) => {
            setTarget(chosen);
            setIsWithdrawOpen(true);
          }}
        />
      ))}
      <WithdrawApplicationDialog
        application={target}
        open={isWithdrawOpen}
        onOpenChange={setIsWithdrawOpen}
      />
    </section>
  );
}
