import { FileUpIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { useMarkets } from '@/entities/markets/list-markets';
import { useVendors } from '@/entities/vendors/list-vendors';
import { DocumentsTable } from '@/features/documents/components/documents-table';
import { MarketComplianceCard } from '@/features/documents/components/market-compliance-card';
import { RequiredDocumentsCard } from '@/features/documents/components/required-documents-card';
import { StorageUsageLine } from '@/features/documents/components/storage-usage';
import { UploadDocumentSheet } from '@/features/documents/components/upload-document-sheet';
import { useUploadSheet } from '@/features/documents/components/use-upload-sheet';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n/use-messages';
import { onManagerSide } from '@/lib/manager-side';
import en from './locales/en.json';

// One page for both roles: managers see every vendor's documents (a co-manager those of their markets'
// vendors), vendors their own (docs/product.md §2, §6, §19).
export function DocumentsPage() {
  const { appRole } = useAuth();
  return onManagerSide(appRole) ? <ManagerDocuments /> : <VendorDocuments />;
}

// Either role's page: the title, whose documents these are, and the upload button in the header.
function DocumentsLayout({
  subtitle,
  onUpload,
  children,
}: {
  subtitle: string;
  onUpload: () => void;
  children: ReactNode;
}) {
  const t = useMessages(en);
  return (
    <PageLayout
      title={t('documentsTitle')}
      subtitle={subtitle}
      headerRight={
        <Button onClick={onUpload} className="w-full sm:w-auto">
          <FileUpIcon aria-hidden="true" />
          {t('uploadDocument')}
        </Button>
      }
    >
      {children}
    </PageLayout>
  );
}

function ManagerDocuments() {
  const t = useMessages(en);
  const vendorsQuery = useVendors();
  const vendors = vendorsQuery.data;
  const marketsQuery = useMarkets();
  const markets = marketsQuery.data ?? [];
  const sheet = useUploadSheet();
  return (
    <DocumentsLayout subtitle={t('managerDocumentsSubtitle')} onUpload={() => sheet.upload()}>
      <MarketComplianceCard
        markets={markets}
        isLoadingMarkets={marketsQuery.isPending}
        // A refresh that failed while the list is on screen keeps the list.
        marketsError={marketsQuery.data ? undefined : marketsQuery.error}
      />
      {/* Until the vendors arrive, the table waits with an empty list rather than a vendor-less layout. */}
      <DocumentsTable
        vendors={vendors ?? []}
        isLoadingVendors={vendorsQuery.isPending}
        onReplace={sheet.replace}
      />
      <StorageUsageLine />
      {/* Uploads only for the vendors this manager keeps: a vendor with an account uploads their own. */}
      <UploadDocumentSheet
        key={sheet.sheetKey}
        {...sheet.sheetProps}
        vendors={(vendors ?? []).filter((vendor) => vendor.managed)}
      />
    </DocumentsLayout>
  );
}

function VendorDocuments() {
  const t = useMessages(en);
  const sheet = useUploadSheet();
  return (
    <DocumentsLayout subtitle={t('vendorDocumentsSubtitle')} onUpload={() => sheet.upload()}>
      <RequiredDocumentsCard onUpload={(type) => sheet.upload({ type })} />
      <DocumentsTable onReplace={sheet.replace} />
      <StorageUsageLine />
      <UploadDocumentSheet key={sheet.sheetKey} {...sheet.sheetProps} />
    </DocumentsLayout>
  );
}
