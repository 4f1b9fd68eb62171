import type { DayReport } from '@marketday/shared';
import { useId } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Skeleton } from '@/components/ui/skeleton';
import { useMarketTokens } from '../api/get-market-tokens';
import { useSaveDayReport } from '../api/save-day-report';
import { DayReportForm } from './day-report-form';
import { type DayReportOutput, dayReportDefaults, reportTokens } from './day-report-values';

type DayReportModalBodyProps = {
  marketId: string;
  marketDate: string;
  report: DayReport | null | undefined;
  onClose: () => void;
  onDelete?: (() => void) | undefined;
};

export function DayReportModalBody({
  marketId,
  marketDate,
  report,
  onClose,
  onDelete,
}: DayReportModalBodyProps) {
  const idPrefix = useId();
  const { showSuccess } = useAlerts();
  const save = useSaveDayReport();
  const tokensQuery = useMarketTokens({ marketId, marketDate: report?.date ?? marketDate });

  // The form's token fields are fixed when it mounts, so wait for the market's tokens.
  if (tokensQuery.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }

  const tokens = reportTokens({ marketTokens: tokensQuery.data, report });

  // A refusal is shown by the form.
  async function submit(input: DayReportOutput) {
    const result = await save.mutateAsync({ marketId, reportId: report?.id, input });
    showSuccess(result.message);
    onClose();
  }

  return (
    <DayReportForm
      idPrefix={idPrefix}
      marketId={marketId}
      report={report}
      tokens={tokens}
      defaultValues={dayReportDefaults({ marketId, marketDate, report, tokens })}
      onSubmit={submit}
      onCancel={onClose}
      onDelete={onDelete}
    />
  );
}
