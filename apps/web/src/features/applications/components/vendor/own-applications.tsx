import type { Application } from '@marketday/shared';
import { ClipboardListIcon, SearchIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { LoadedList } from '@/components/ui/loaded-list';
import { useOwnApplications } from '@/entities/applications/list-own-applications';
import { useOpening } from '@/hooks/use-opening';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import type { RenderDocumentStatus } from '../attached-documents';
import { OwnApplicationCard } from './own-application-card';
import { WithdrawApplicationDialog } from './withdraw-application-dialog';

type OwnApplicationsProps = {
  renderDocumentStatus: RenderDocumentStatus;
  onApply: () => void;
};

// The vendor's applications, newest first, with what each market answered.
export function OwnApplications({ renderDocumentStatus, onApply }: OwnApplicationsProps) {
  const t = useMessages(en);
  const query = useOwnApplications();
  // The chosen application outlives closing, so the dialog keeps its wording while it animates out.
  const withdrawal = useOpening<Application>();

  return (
    <LoadedList
      query={query}
      loading={{ label: t('loadingApplications'), placeholders: ['h-32 w-full', 'h-32 w-full'] }}
      empty={
        <EmptyStateCard
          icon={ClipboardListIcon}
          title={t('noApplicationsYet')}
          description={t('noApplicationsYetHint')}
          action={
            <Button variant="outline" onClick={onApply}>
              <SearchIcon aria-hidden="true" />
              {t('findMarket')}
            </Button>
          }
        />
      }
    >
      {(applications) => (
        <section aria-label={t('yourApplications')} className="grid gap-3">
          {applications.map((application) => (
            <OwnApplicationCard
              key={application.id}
              application={application}
              renderDocumentStatus={renderDocumentStatus}
              onWithdraw={withdrawal.open}
            />
          ))}
          <WithdrawApplicationDialog
            application={withdrawal.opening?.target ?? null}
            {...withdrawal.dialog}
          />
        </section>
      )}
    </LoadedList>
  );
}
