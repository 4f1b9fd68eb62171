import type { DocumentStatus } from '@marketday/shared';
import { SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { useOwnDocuments } from '@/entities/documents/list-documents';
import { ApplySheet } from '@/features/applications/components/vendor/apply-sheet';
import { OwnApplications } from '@/features/applications/components/vendor/own-applications';
import { DocumentStatusBadge } from '@/features/documents/components/status-badge';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// Module scope keeps the function stable between renders.
function renderDocumentStatus(document: { status: DocumentStatus; status_text: string }) {
  return <DocumentStatusBadge status={document.status} text={document.status_text} />;
}

export function VendorApplicationsPage() {
  const t = useMessages(en);
  const [isApplyOpen, setIsApplyOpen] = useState(false);
  const documentsQuery = useOwnDocuments();
  const openApply = () => setIsApplyOpen(true);

  return (
    <PageLayout
      title={t('applicationsTitle')}
      subtitle={t('applicationsSubtitle')}
      headerRight={
        <Button onClick={openApply} className="w-full sm:w-auto">
          <SearchIcon aria-hidden="true" />
          {t('applyToMarket')}
        </Button>
      }
    >
      <OwnApplications renderDocumentStatus={renderDocumentStatus} onApply={openApply} />
      <ApplySheet
        open={isApplyOpen}
        onOpenChange={setIsApplyOpen}
        documents={documentsQuery.data}
        documentsError={documentsQuery.error}
        renderDocumentStatus={renderDocumentStatus}
      />
    </PageLayout>
  );
}
