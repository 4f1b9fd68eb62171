import { Mail } from 'lucide-react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { useSendReportLinks } from '@/entities/sales-reports/report-links';
import { getErrorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type SendReportLinksButtonProps = {
  marketId: string;
  // The market day the links report ('YYYY-MM-DD').
  marketDate: string;
  disabled?: boolean;
};

/**
 * "E-mail report links": the day's signed link to every vendor of the market without an account who can still
 * report it (docs/product.md "Report links"); one notice says how many went out.
 */
export function SendReportLinksButton({ marketId, marketDate, disabled }: SendReportLinksButtonProps) {
  const t = useMessages(en);
  const send = useSendReportLinks();
  const { showSuccess, showError } = useAlerts();
  async function click() {
    try {
      const answer = await send.mutateAsync({ marketId, marketDate });
      // SALES_REPORT_MESSAGES.linksSent, in the reader's language.
      showSuccess(t('linksSent', { count: answer.sent }));
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }
  return (
    <Button type="button" variant="outline" onClick={click} loading={send.isPending} disabled={disabled}>
      <Mail aria-hidden="true" />
      {t('emailReportLinks')}
    </Button>
  );
}
