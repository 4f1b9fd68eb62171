import { compareDocumentUrgency, DOCUMENT_TYPE_LABELS, type DocumentType } from '@marketday/shared';
import { FileUpIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentSummary } from '@/entities/documents/get-document-summary';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { DocumentStatusBadge } from './status-badge';

// A vendor's checklist: each document type they need or have, and an upload for what is missing.
export function RequiredDocumentsCard({ onUpload }: { onUpload: (type: DocumentType) => void }) {
  const t = useMessages(en);
  const summaryQuery = useDocumentSummary();
  const rows = [...(summaryQuery.data ?? [])].sort(
    (a, b) => Number(b.required) - Number(a.required) || compareDocumentUrgency(a, b),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('requiredTitle')}</CardTitle>
        <CardDescription>{t('requiredDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {summaryQuery.error ? <DataTableErrorCard error={summaryQuery.error} /> : null}
        {summaryQuery.isPending && <Skeleton className="h-32 w-full" />}
        {summaryQuery.data?.length === 0 && (
          <p className="text-muted-foreground text-sm">{t('noneRequired')}</p>
        )}
        <ul className="divide-y">
          {rows.map((row) => {
            const label = sayShared(DOCUMENT_TYPE_LABELS[row.type]);
            return (
              <li key={row.type} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {label}
                    {row.required && <Badge variant="outline">{t('required')}</Badge>}
                  </span>
                  <DocumentStatusBadge status={row.status} text={row.status_text} expr={row.expr} />
                </div>
                {row.document_id === null && (
                  <Button
                    variant="outline"
                    onClick={() => onUpload(row.type)}
                    aria-label={t('uploadType', { type: label })}
                  >
                    <FileUpIcon aria-hidden="true" />
                    {t('upload')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
