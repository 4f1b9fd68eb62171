import type { ManagedApplication } from '@marketday/shared';
import { CheckIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { displayDate } from '../application-format';
import { ApplicationStatusBadge } from '../application-status-badge';
import { AttachedDocuments, type RenderDocumentStatus } from '../attached-documents';
import { AttachedProducts } from '../attached-products';
import { AttendanceRecordLine } from './attendance-record-line';

export type ApplicationDecision = 'approve' | 'reject';

type ApplicationReviewCardProps = {
  application: ManagedApplication;
  renderDocumentStatus: RenderDocumentStatus;
  onDecide: (decision: ApplicationDecision, application: ManagedApplication) => void;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h4 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{title}</h4>
      {children}
    </section>
  );
}

// Everything a manager needs to decide: who, what they sell, their papers, and the two answers.
export function ApplicationReviewCard({
  application,
  renderDocumentStatus,
  onDecide,
}: ApplicationReviewCardProps) {
  const t = useMessages(en);
  const { vendor, market, status } = application;
  const headingId = `application-${application.id}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="break-words font-semibold text-base">
            {vendor.business_name}
          </h3>
          <VendorTypeBadge type={vendor.type} />
          <ApplicationStatusBadge status={status} />
        </div>
        <p className="text-muted-foreground text-sm tabular-nums">
          {application.decided_at
            ? t('appliedToDecided', {
                market: market.name,
                date: displayDate(application.created_at),
                decided: displayDate(application.decided_at),
              })
            : t('appliedTo', { market: market.name, date: displayDate(application.created_at) })}
        </p>
        <AttendanceRecordLine record={application.attendance} />
      </header>
      {application.message && (
        <blockquote className="whitespace-pre-line border-primary/40 border-l-4 pl-3 text-sm">
          {application.message}
        </blockquote>
      )}
      {status === 'REJECTED' && application.reason && (
        <p className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm">
          <span className="font-medium">{t('reasonGiven')}</span>
          {application.reason}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t('products')}>
          <AttachedProducts products={application.products} />
        </Section>
        <Section title={t('documents')}>
          <AttachedDocuments documents={application.documents} renderStatus={renderDocumentStatus} />
        </Section>
      </div>
      {status === 'PENDING' && (
        <footer className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onDecide('reject', application)}>
            <XIcon aria-hidden="true" />
            {t('reject')}
          </Button>
          <Button onClick={() => onDecide('approve', application)}>
            <CheckIcon aria-hidden="true" />
            {t('approve')}
          </Button>
        </footer>
      )}
    </article>
  );
}
