import type { ReportQuery } from '@marketday/shared';
import { FileDownIcon } from 'lucide-react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { useExportReportPdf } from '@/entities/reports/export-report-pdf';
import { getErrorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type ExportPdfButtonProps = { query: ReportQuery; filename: string; disabled?: boolean };

export function ExportPdfButton({ query, filename, disabled }: ExportPdfButtonProps) {
  const t = useMessages(en);
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
      {exportPdf.isPending ? t('preparingPdf') : t('exportPdf')}
    </Button>
  );
}
