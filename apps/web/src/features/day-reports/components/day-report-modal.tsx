import { formatDisplayDate, type MarketDays } from '@marketday/shared';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { DayReportRow } from '@/entities/day-reports/day-report-money';
import { DayReportModalBody } from './day-report-modal-body';
import { DayReportPlanNotice, useCanWriteDayReports } from './day-report-plan-notice';
import { DeleteDayReportDialog } from './delete-day-report-dialog';

export type DayReportModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  marketId: string;
  /** YYYY-MM-DD: the night a new report starts on (the manager can pick another). */
  marketDate: string;
  /** Edit this report; without it the modal creates one. */
  report?: DayReportRow | null;
  /** Today at the market, when known: the last day a new report can be for. */
  latestDate?: string | undefined;
  marketDays?: MarketDays | undefined;
};

export function DayReportModal({
  open,
  onOpenChange,
  marketId,
  marketDate,
  report,
  latestDate,
  marketDays,
}: DayReportModalProps) {
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
            marketId={marketId}
            marketDate={marketDate}
            report={report}
            latestDate={latestDate}
            marketDays={marketDays}
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
