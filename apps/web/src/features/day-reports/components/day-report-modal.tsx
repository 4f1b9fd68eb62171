import { useState } from 'react';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Modal } from '@/components/ui/modal';
import { displayDate } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { DayReportModalBody } from './day-report-modal-body';
import type { DayReportNight } from './day-report-night';
import { DayReportPlanNotice, useCanWriteDayReports } from './day-report-plan-notice';
import { DeleteDayReportDialog } from './delete-day-report-dialog';

export type DayReportModalProps = DayReportNight & DialogOpenProps;

export function DayReportModal({ open, onOpenChange, ...night }: DayReportModalProps) {
  const t = useMessages(en);
  const { marketId, report } = night;
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const canWrite = useCanWriteDayReports();
  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        size="long"
        title={report ? t('editDayReport') : t('createDayReport')}
        subtitle={report ? t('marketNightOf', { date: displayDate(report.date) }) : t('totalsForNight')}
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
