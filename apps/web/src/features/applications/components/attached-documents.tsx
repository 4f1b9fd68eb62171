import { type ApplicationDocument, DOCUMENT_TYPE_LABELS, type DocumentStatus } from '@marketday/shared';
import { ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Both an attached document and one of the vendor's own documents carry these, worked out by the server.
export type RenderDocumentStatus = (document: { status: DocumentStatus; status_text: string }) => ReactNode;

type AttachedDocumentsProps = {
  documents: ApplicationDocument[];
  /** The document status badge, supplied by the page (it belongs to the documents feature). */
  renderStatus: RenderDocumentStatus;
};

// Each document opens through its signed, short-lived link in a new tab.
export function AttachedDocuments({ documents, renderStatus }: AttachedDocumentsProps) {
  const t = useMessages(en);
  if (documents.length === 0)
    return <p className="text-muted-foreground text-sm">{t('noDocumentsAttached')}</p>;
  return (
    <ul className="grid gap-2">
      {documents.map((document) => {
        const label = sayShared(DOCUMENT_TYPE_LABELS[document.type]);
        return (
          <li
            key={document.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-2 pl-3"
          >
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <FileTextIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="font-medium text-sm">{label}</span>
              {renderStatus(document)}
            </div>
            <a
              href={document.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline', size: 'default' })}
              aria-label={t('openDocument', { label })}
            >
              {t('open')}
              <ExternalLinkIcon aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
