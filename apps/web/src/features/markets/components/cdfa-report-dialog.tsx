import { type CdfaReportInput, formatCents, quarterLabel } from '@marketday/shared';
import { ExternalLinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { type CreatedCdfaReport, useCreateCdfaReport } from '@/entities/documents/create-cdfa-report';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { CdfaReportForm } from './cdfa-report-form';

type CdfaReportDialogProps = DialogOpenProps & {
  marketId: string;
  marketName: string;
  /** The market's zone, for the quarter the form starts on. */
  timeZone: string;
};

// The state's quarterly certified farmers' market report: generated, saved with the documents, opened.
export function CdfaReportDialog({ marketId, marketName, timeZone, ...dialog }: CdfaReportDialogProps) {
  const t = useMessages(en);
  const { showSuccess } = useAlerts();
  const create = useCreateCdfaReport();

  // A refusal is shown by the form.
  async function submit(input: CdfaReportInput) {
    const result = await create.mutateAsync(input);
    showSuccess(t('cdfaSaved', { quarter: quarterLabel(result.report) }), sayShared(result.message));
    window.open(result.url, '_blank', 'noopener');
  }

  return (
    <Modal {...dialog} title={t('cdfaTitle')} subtitle={t('cdfaSubtitle', { market: marketName })}>
      {create.data ? (
        <CreatedReport result={create.data} onDone={() => dialog.onOpenChange(false)} />
      ) : (
        <CdfaReportForm
          marketId={marketId}
          timeZone={timeZone}
          isPending={create.isPending}
          onSubmit={submit}
          onCancel={() => dialog.onOpenChange(false)}
        />
      )}
    </Modal>
  );
}

function CreatedReport({ result, onDone }: { result: CreatedCdfaReport; onDone: () => void }) {
  const t = useMessages(en);
  const { report } = result;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-3 gap-3 rounded-lg bg-muted/50 p-3 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('producers')}</dt>
          <dd className="font-semibold text-lg tabular-nums">{report.producers.length}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('producerDays')}</dt>
          <dd className="font-semibold text-lg tabular-nums">{report.total_producer_days}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('stateFee')}</dt>
          <dd className="font-semibold text-lg tabular-nums">{formatCents(report.total_state_fee_cents)}</dd>
        </div>
      </dl>
      <p className="text-sm">
        {t('cdfaSavedBefore', { quarter: quarterLabel(report), version: result.document.version })}{' '}
        <Link to={paths.documents} className="font-medium underline underline-offset-4">
          {t('cdfaDocumentsLink')}
        </Link>
        {t('cdfaSavedAfter')}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('done')}
        </Button>
        <Button asChild>
          <a href={result.url} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon aria-hidden="true" /> {t('openPdf')}
          </a>
        </Button>
      </div>
    </div>
  );
}
