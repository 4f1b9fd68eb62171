import { DOCUMENT_TYPE_LABELS, type VendorMarketDocument } from '@marketday/shared';
import { ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type RenderDocumentStatus = (document: VendorMarketDocument) => ReactNode;

type DocumentNeedsProps = {
  documents: VendorMarketDocument[];
  renderStatus: RenderDocumentStatus;
  headingId: string;
};

const NEEDS_ACTION = new Set(['NO_DOCUMENT', 'PAST_DUE', 'URGENT', 'DUE_SOON']);

// What the market expects the vendor to keep on file; each line opens /documents to upload or renew.
export function DocumentNeeds({ documents, renderStatus, headingId }: DocumentNeedsProps) {
  const t = useMessages(en);
  const pending = documents.filter((d) => NEEDS_ACTION.has(d.status)).length;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="font-medium text-sm">
          {t('documentsNeeded')}
        </h3>
        <p className="text-muted-foreground text-sm">
          {pending === 0 ? t('allUpToDate') : t('needAttention', { pending, total: documents.length })}
        </p>
      </div>
      <ul className="divide-y rounded-md border">
        {documents.map((document) => (
          <li key={document.type}>
            <Link
              to={paths.documents}
              className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="min-w-0 flex-1 font-medium">
                {sayShared(DOCUMENT_TYPE_LABELS[document.type])}
              </span>
              {renderStatus(document)}
              <ChevronRightIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
