import { type CdfaReportInput, formatCents, quarterLabel } from '@marketday/shared';
import { ExternalLinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { type CreatedCdfaReport, useCreateCdfaReport } from '@/entities/documents/create-cdfa-report';
import { CdfaReportForm } from './cdfa-report-form';

type CdfaReportDialogProps = DialogOpenProps & {
  marketId: string;
  marketName: string;
  /** The market's zone, for the quarter the form starts on. */
  timeZone: string;
};

// The state's quarterly certified farmers' market report: generated, saved with the documents, opened.
export function CdfaReportDialog({ marketId, marketName, timeZone, ...dialog }: CdfaReportDialogProps) {
  const { showSuccess } = useAlerts();
  const create = useCreateCdfaReport();

  // A refusal is shown by the form.
  async function submit(input: CdfaReportInput) {
    const result = await create.mutateAsync(input);
    showSuccess(`${quarterLabel(result.report)} report saved to Documents.`, result.message);
    window.open(result.url, '_blank', 'noopener');
  }

  return (
    <Modal
      {...dialog}
      title="CDFA report"
      subtitle={`${marketName}: certified producers, market days attended and the state fee due for a quarter.`}
    >
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
  const { report } = result;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-3 gap-3 rounded-lg bg-muted/50 p-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Producers</dt>
          <dd className="font-semibold text-lg tabular-nums">{report.producers.length}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Producer-days</dt>
          <dd className="font-semibold text-lg tabular-nums">{report.total_producer_days}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">State fee</dt>
          <dd className="font-semibold text-lg tabular-nums">{formatCents(report.total_state_fee_cents)}</dd>
        </div>
      </dl>
      <p className="text-sm">
        The {quarterLabel(report)} report (version {result.document.version}) is saved with your{' '}
        <Link to={paths.documents} className="font-medium underline underline-offset-4">
          documents
        </Link>
        . If it did not open, open it here.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Done
        </Button>
        <Button asChild>
          <a href={result.url} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon aria-hidden="true" /> Open PDF
          </a>
        </Button>
      </div>
    </div>
  );
}
