import { type DayReport, formatDisplayDate } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteDayReport } from '../api/delete-day-report';

type DeleteDayReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  marketId: string;
  report: DayReport;
  onDeleted: () => void;
};

export function DeleteDayReportDialog({
  open,
  onOpenChange,
  marketId,
  report,
  onDeleted,
}: DeleteDayReportDialogProps) {
  const { showSuccess, showError } = useAlerts();
  const deleteReport = useDeleteDayReport();

  async function confirm() {
    try {
      const result = await deleteReport.mutateAsync({ marketId, reportId: report.id });
      showSuccess(result.message);
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Delete this day report?"
      subtitle={`The report for ${formatDisplayDate(report.date)} is removed. Transactions are not affected.`}
      confirmText="Delete Day Report"
      confirmVariant="destructive"
      loading={deleteReport.isPending}
      onConfirm={confirm}
    />
  );
}
