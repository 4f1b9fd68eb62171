import type { CheckoutContext } from '@marketday/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { checkoutKeys } from '@/entities/checkout/checkout-keys';
import { useMarketTokens } from '@/entities/checkout/market-day-context';
import { encodeDayReportDraft } from '@/entities/day-reports/day-report-money';
import { useSaveDayReport } from '@/entities/day-reports/save-day-report';
import { useMessages } from '@/lib/i18n/use-messages';
import { isOffline, shouldQueue } from '@/lib/offline/network';
import { queueDayReport } from '@/lib/offline/outbox';
import { useOutbox } from '@/lib/offline/outbox-provider';
import en from '../locales/en.json';
import { DayReportForm } from './day-report-form';
import type { DayReportNight } from './day-report-night';
import { type DayReportOutput, dayReportDefaults, reportTokens, toDayReportDraft } from './day-report-values';

export const DAY_REPORT_QUEUED_MESSAGE =
  'Day report saved on this device. It will sync when the network is back.';

type DayReportModalBodyProps = {
  night: DayReportNight;
  onClose: () => void;
  onDelete?: (() => void) | undefined;
};

export function DayReportModalBody({ night, onClose, onDelete }: DayReportModalBodyProps) {
  const t = useMessages(en);
  const { marketId, marketDate, report } = night;
  const idPrefix = useId();
  const { showSuccess } = useAlerts();
  const save = useSaveDayReport();
  const { userId, syncNow } = useOutbox();
  const queryClient = useQueryClient();
  const marketName =
    queryClient.getQueryData<CheckoutContext>(checkoutKeys.context({ marketId, marketDate }))?.market_name ??
    'Market';
  const tokensQuery = useMarketTokens({ marketId, marketDate: report?.date ?? marketDate });

  // The form's token fields are fixed when it mounts, so wait for the market's tokens.
  if (tokensQuery.isPending) {
    return (
      <LoadingPlaceholders
        className="grid gap-4"
        placeholders={['h-11 w-full', 'h-24 w-full', 'h-24 w-full']}
      />
    );
  }

  const tokens = reportTokens({ marketTokens: tokensQuery.data, report });

  // No network (or no answer): the report waits on the device and is sent with the held checkouts.
  async function hold(values: DayReportOutput) {
    if (!userId) throw new Error(t('signInToKeep'));
    const input = encodeDayReportDraft(toDayReportDraft(values));
    await queueDayReport({ userId, marketId, marketName, reportId: report?.id ?? null, input });
    if (!isOffline()) syncNow();
    showSuccess(t('queued'));
    onClose();
  }

  // A refusal is shown by the form.
  async function submit(values: DayReportOutput) {
    if (isOffline() && userId) return hold(values);
    try {
      const result = await save.mutateAsync({
        marketId,
        reportId: report?.id,
        draft: toDayReportDraft(values),
      });
      showSuccess(result.message);
      onClose();
    } catch (error) {
      if (shouldQueue(error) && userId) return hold(values);
      throw error;
    }
  }

  return (
    <DayReportForm
      idPrefix={idPrefix}
      night={night}
      tokens={tokens}
      defaultValues={dayReportDefaults({ marketId, marketDate, report, tokens })}
      onSubmit={submit}
      onCancel={onClose}
      onDelete={onDelete}
    />
  );
}
