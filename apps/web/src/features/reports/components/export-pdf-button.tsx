import type { ReportQuery } from '@marketday/shared';
import { FileDownIcon } from 'lucide-react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { useExportReportPdf } from '@/entities/reports/export-report-pdf';
import { getErrorMessage } from '@/lib/api-client';

type ExportPdfButtonProps = { query: ReportQuery; filename: string; disabled?: boolean };

export function ExportPdfButton({ query, filename, disabled }: ExportPdfButtonProps) {
  const { showError } = useAlerts();
  const exportPdf = useExportReportPdf();
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full sm:w-auto"
      disabled={disabled || exportPdf.isPending}
      onClick={() =>
        exportPdf.mutate({ query, filename }, { onError: (error) => showError(getErrorMessage(error)) })
      }
    >
      <FileDownIcon aria-hidden="true" />
      {exportPdf.isPending ? 'Preparing PDF…' : 'Export PDF'}
    </Button>
  );
}
