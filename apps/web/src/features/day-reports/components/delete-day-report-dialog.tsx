import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import type { DayReportRow } from '@/entities/day-reports/day-report-money';
import { useDeleteDayReport } from '@/entities/day-reports/delete-day-report';
import { displayDate } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type DeleteDayReportDialogProps = DialogOpenProps & {
  marketId: string;
  report: DayReportRow;
  onDeleted: () => void;
};

export function DeleteDayReportDialog({
  marketId,
  report,
  onDeleted,
  ...dialog
}: DeleteDayReportDialogProps) {
  const t = useMessages(en);
  const deleteReport = useDeleteDayReport();

  return (
    <ConfirmDeleteDialog
      {...dialog}
      size="sm"
      title={t('deleteTitle')}
      description={t('deleteDescription', { date: displayDate(report.date) })}
      confirmText={t('deleteConfirm')}
      mutation={deleteReport}
      variables={{ marketId, reportId: report.id }}
      onDeleted={onDeleted}
    />
  );
}
