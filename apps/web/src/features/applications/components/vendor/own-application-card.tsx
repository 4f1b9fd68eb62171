import type { Application } from '@marketday/shared';
import { ChevronDownIcon, Undo2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { displayDate, placeOf } from '../application-format';
import { ApplicationStatusBadge } from '../application-status-badge';
import { AttachedDocuments, type RenderDocumentStatus } from '../attached-documents';
import { AttachedProducts } from '../attached-products';

type OwnApplicationCardProps = {
  application: Application;
  renderDocumentStatus: RenderDocumentStatus;
  onWithdraw: (application: Application) => void;
};

export function OwnApplicationCard({
  application,
  renderDocumentStatus,
  onWithdraw,
}: OwnApplicationCardProps) {
  const t = useMessages(en);
  const { market, status } = application;
  const place = placeOf(market);
  return (
    <article
      aria-labelledby={`application-${application.id}`}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`application-${application.id}`} className="break-words font-semibold text-base">
            {market.name}
          </h3>
          {place && <p className="text-muted-foreground text-sm">{place}</p>}
        </div>
        <ApplicationStatusBadge status={status} />
      </header>
      <p className="text-muted-foreground text-sm tabular-nums">
        {application.decided_at
          ? t('appliedOnDecided', {
              date: displayDate(application.created_at),
              decided: displayDate(application.decided_at),
            })
          : t('appliedOn', { date: displayDate(application.created_at) })}
      </p>
      {status === 'REJECTED' && application.reason && (
        <p className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm">
          <span className="font-medium">{t('reasonLabel')}</span>
          {application.reason}
        </p>
      )}
      {status === 'APPROVED' && (
        <p className="text-sm">
          {t('youSellHere')}{' '}
          <Link to={paths.home} className="font-medium text-primary underline-offset-4 hover:underline">
            {t('seeOnMarkets')}
          </Link>
        </p>
      )}
      <details className="group rounded-md border px-3">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 font-medium text-sm [&::-webkit-details-marker]:hidden">
          {t('whatYouSent')}
          <ChevronDownIcon
            aria-hidden="true"
            className="size-4 text-muted-foreground transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="grid gap-3 pb-3">
          {application.message && <p className="whitespace-pre-line text-sm">{application.message}</p>}
          <AttachedProducts products={application.products} />
          <AttachedDocuments documents={application.documents} renderStatus={renderDocumentStatus} />
        </div>
      </details>
      {status === 'PENDING' && (
        <Button
          variant="outline"
          className="w-full sm:w-auto sm:justify-self-end"
          onClick={() => onWithdraw(application)}
        >
          <Undo2Icon aria-hidden="true" />
          {t('withdraw')}
        </Button>
      )}
    </article>
  );
}
