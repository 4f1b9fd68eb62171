import { formatDisplayDate } from '@marketday/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import type { DayReportRow } from '@/entities/day-reports/day-report-money';
import { useDeleteDayReport } from '@/entities/day-reports/delete-day-report';

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
  const deleteReport = useDeleteDayReport();

  return (
    <ConfirmDeleteDialog
      {...dialog}
      size="sm"
      title="Delete this day report?"
      description={`The report for ${formatDisplayDate(report.date)} is removed. Transactions are not affected.`}
      confirmText="Delete Day Report"
      mutation={deleteReport}
      variables={{ marketId, reportId: report.id }}
      onDeleted={onDeleted}
    />
  );
}
