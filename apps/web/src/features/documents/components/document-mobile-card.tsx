import type { DocumentRecord } from '@marketday/shared';
import { MobileCardHeader } from '@/components/ui/data-table';
import { displayDateOrDash } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { documentTypeText, uploadedText } from './document-columns';
import { DocumentRowActions, type OnDocumentAction } from './document-row-actions';
import { DocumentStatusBadge } from './status-badge';

type DocumentMobileCardProps = {
  document: DocumentRecord;
  showVendor: boolean;
  onAction: OnDocumentAction;
  canChange?: boolean;
};

// Below 768 px each document is a stacked card instead of a table row (docs/product.md §15).
export function DocumentMobileCard({ document, showVendor, onAction, canChange }: DocumentMobileCardProps) {
  const t = useMessages(en);
  return (
    <div className="flex flex-col gap-2">
      <MobileCardHeader
        title={documentTypeText(document)}
        heading="h3"
        actions={<DocumentRowActions document={document} onAction={onAction} canChange={canChange} />}
      >
        {showVendor && <p className="break-words text-muted-foreground text-sm">{document.owner_name}</p>}
      </MobileCardHeader>
      <DocumentStatusBadge status={document.status} text={document.status_text} />
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <Detail label={t('colExpires')} value={displayDateOrDash(document.expr)} />
        <Detail label={t('colVersion')} value={`v${document.version}`} />
        <Detail label={t('colUploaded')} value={uploadedText(document.created_at)} />
      </dl>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
