import type { ApplicationStatus, ManagedApplication } from '@marketday/shared';
import { InboxIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { LoadedList } from '@/components/ui/loaded-list';
import { useMarketApplications } from '@/entities/applications/list-market-applications';
import { useRowAction } from '@/hooks/use-row-action';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import type { RenderDocumentStatus } from '../attached-documents';
import { ApplicationFilters, type ApplicationFilterValues } from './application-filters';
import { type ApplicationDecision, ApplicationReviewCard } from './application-review-card';
import { ApproveApplicationDialog } from './approve-application-dialog';

// The dialog (its form, validation and form library) loads after the page's first screen; opened sooner, a frame
// opens at once and the dialog takes its place (components/ui/lazy-dialog.tsx).
const RejectApplicationDialog = lazyDialog(() =>
  import('./reject-application-dialog').then((m) => m.RejectApplicationDialog),
);

const NO_APPLICATIONS = {
  PENDING: 'noPendingApplications',
  APPROVED: 'noApprovedApplications',
  REJECTED: 'noRejectedApplications',
  WITHDRAWN: 'noWithdrawnApplications',
} as const satisfies Record<ApplicationStatus, keyof typeof en>;

type MarketApplicationsProps = {
  markets: { id: string; name: string }[];
  filters: ApplicationFilterValues;
  onFiltersChange: (filters: ApplicationFilterValues) => void;
  renderDocumentStatus: RenderDocumentStatus;
  /** Once an application is approved (the page offers to set the vendor's dates). */
  onApproved?: (application: ManagedApplication) => void;
};

// Applications to the manager's markets, with approve and reject behind a confirmation.
export function MarketApplications({
  markets,
  filters,
  onFiltersChange,
  renderDocumentStatus,
  onApproved,
}: MarketApplicationsProps) {
  const query = useMarketApplications({
    status: filters.status ?? undefined,
    market_id: filters.marketId ?? undefined,
  });
  const decision = useRowAction<ApplicationDecision, ManagedApplication>();
  const approve = decision.dialogProps('approve');
  const reject = decision.dialogProps('reject');

  return (
    <>
      <ApplicationFilters value={filters} markets={markets} onChange={onFiltersChange} />
      <Results
        query={query}
        filters={filters}
        renderDocumentStatus={renderDocumentStatus}
        onDecide={decision.open}
      />
      {approve && (
        <ApproveApplicationDialog
          key={approve.key}
          application={approve.row}
          {...approve.props}
          onApproved={onApproved}
        />
      )}
      {reject && <RejectApplicationDialog key={reject.key} application={reject.row} {...reject.props} />}
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
  onDecide: (decision: ApplicationDecision, application: ManagedApplication) => void;
}) {
  const t = useMessages(en);
  return (
    <LoadedList
      query={query}
      loading={{ label: t('loadingApplications'), placeholders: ['h-48 w-full', 'h-48 w-full'] }}
      empty={
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-8 text-center">
            <InboxIcon aria-hidden="true" className="size-10 text-muted-foreground" />
            <h2 className="font-semibold text-lg">
              {t(filters.status ? NO_APPLICATIONS[filters.status] : 'noApplications')}
            </h2>
            <p className="max-w-md text-muted-foreground text-sm">{t('noApplicationsHint')}</p>
          </CardContent>
        </Card>
      }
    >
      {(applications) => (
        <section aria-label={t('applications')} aria-busy={query.isFetching} className="grid gap-3">
          {applications.map((application) => (
            <ApplicationReviewCard
              key={application.id}
              application={application}
              renderDocumentStatus={renderDocumentStatus}
              onDecide={onDecide}
            />
          ))}
        </section>
      )}
    </LoadedList>
  );
}
