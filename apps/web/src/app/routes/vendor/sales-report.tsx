import { SalesReportQuerySchema } from '@marketday/shared';
import { useSearchParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { FormBanner } from '@/components/ui/form-banner';
import { SALES_REPORT_DATE_PARAM, SALES_REPORT_MARKET_PARAM } from '@/config/paths';
import { SalesReportScreen } from '@/features/sales-reports/components/sales-report-screen';

const HELP =
  'Type the day’s gross and the tokens you took. The market fee and what you owe show as you type; the market ' +
  'manager confirms it at checkout. You can send a correction until then.';

export function SalesReportPage() {
  const [searchParams] = useSearchParams();
  const parsed = SalesReportQuerySchema.safeParse({
    market_id: searchParams.get(SALES_REPORT_MARKET_PARAM),
    market_date: searchParams.get(SALES_REPORT_DATE_PARAM),
  });
  return (
    <PageLayout title="Report today's sales" helpText={HELP}>
      {parsed.success ? (
        <SalesReportScreen marketId={parsed.data.market_id} date={parsed.data.market_date} />
      ) : (
        <FormBanner variant="error">{parsed.error.issues[0]?.message}</FormBanner>
      )}
    </PageLayout>
  );
}
