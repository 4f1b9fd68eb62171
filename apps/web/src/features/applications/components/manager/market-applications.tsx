import { APPLICATION_STATUS_LABELS, type Application } from '@marketday/shared';
import { InboxIcon } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { useMarketApplications } from '@/entities/applications/list-market-applications';
import type { RenderDocumentStatus } from '../attached-documents';
import { ApplicationFilters, type ApplicationFilterValues } from './application-filters';
import { type ApplicationDecision, ApplicationReviewCard } from './application-review-card';
import { ApproveApplicationDialog } from './approve-application-dialog';
import { RejectApplicationDialog } from './reject-application-dialog';

type MarketApplicationsProps = {
  markets: { id: string; name: string }[];
  filters: ApplicationFilterValues;
  onFiltersChange: (filters: ApplicationFilterValues) => void;
  renderDocumentStatus: RenderDocumentStatus;
};

type Target = { decision: ApplicationDecision; application: Application; opening: number };

// Applications to the manager's markets, with approve and reject behind a confirmation.
export function MarketApplications({
  markets,
  filters,
  onFiltersChange,
  renderDocumentStatus,
}: MarketApplicationsProps) {
  const query = useMarketApplications({
    status: filters.status ?? undefined,
    market_id: filters.marketId ?? undefined,
  });
  // The target outlives `isOpen` so a dialog keeps its content while closing; `opening` keys a fresh form.
  const [target, setTarget] = useState<Target | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const DecisionDialog = target?.decision === 'approve' ? ApproveApplicationDialog : RejectApplicationDialog;

  function decide(decision: ApplicationDecision, application: Application) {
    setTarget((previous) => ({ decision, application, opening: (previous?.opening ?? 0) + 1 }));
    setIsOpen(true);
  }

  return (
    <>
      <ApplicationFilters value={filters} markets={markets} onChange={onFiltersChange} />
      <Results
        query={query}
        filters={filters}
        renderDocumentStatus={renderDocumentStatus}
        onDecide={decide}
      />
      {target && (
        <DecisionDialog
          key={`${target.decision}-${target.opening}`}
          application={target.application}
          open={isOpen}
          onOpenChange={setIsOpen}
        />
      )}
    </>
  );
}

function Results({
  query,
  filters,
  renderDocumentStatus,
  onDecide,
}: {
  query: ReturnType<typeof useMarketApplications>;
  filters: ApplicationFilterValues;
  renderDocumentStatus: RenderDocumentStatus;
  onDecide: (decision: ApplicationDecision, application: Application) => void;
}) {
  if (query.error) return <DataTableErrorCard error={query.error} />;
  if (!query.data) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <span className="sr-only">Loading applications…</span>
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (query.data.length === 0) {
    const which = filters.status ? `${APPLICATION_STATUS_LABELS[filters.status].toLowerCase()} ` : '';
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-8 text-center">
          <InboxIcon aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="font-semibold text-lg">No {which}applications.</h2>
          <p className="max-w-md text-muted-foreground text-sm">
            When a vendor applies to one of your markets, the application shows here and in your inbox.
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <section aria-label="Applications" aria-busy={query.isFetching} className="grid gap-3">
      {query.data.map((application) => (
        <ApplicationReviewCard
          key={application.id}
          application={application}
          renderDocumentStatus={renderDocumentStatus}
          onDecide={onDecide}
        />
      ))}
    </section>
  );
}
