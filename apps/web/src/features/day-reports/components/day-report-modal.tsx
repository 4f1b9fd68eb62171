import { formatDisplayDate } from '@marketday/shared';
import { useState } from 'react';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Modal } from '@/components/ui/modal';
import { DayReportModalBody } from './day-report-modal-body';
import type { DayReportNight } from './day-report-night';
import { DayReportPlanNotice, useCanWriteDayReports } from './day-report-plan-notice';
import { DeleteDayReportDialog } from './delete-day-report-dialog';

export type DayReportModalProps = DayReportNight & DialogOpenProps;

export function DayReportModal({ open, onOpenChange, ...night }: DayReportModalProps) {
  const { marketId, report } = night;
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const canWrite = useCanWriteDayReports();
  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        size="long"
        title={report ? 'Edit Day Report' : 'Create Day Report'}
        subtitle={
          report ? `Market night of ${formatDisplayDate(report.date)}` : 'Totals for one market night.'
        }
      >
        {/* The body unmounts when the dialog closes, so every opening starts from fresh values. */}
        {canWrite ? (
          <DayReportModalBody
            night={night}
            onClose={() => onOpenChange(false)}
            onDelete={report ? () => setIsDeleteOpen(true) : undefined}
          />
        ) : (
          <DayReportPlanNotice onClose={() => onOpenChange(false)} />
        )}
      </Modal>
      {report && canWrite && (
        <DeleteDayReportDialog
          open={isDeleteOpen}
          onOpenChange={setIsDeleteOpen}
          marketId={marketId}
          report={report}
          onDeleted={() => onOpenChange(false)}
        />
      )}
    </>
  );
}
