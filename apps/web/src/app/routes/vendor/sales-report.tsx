import { SalesReportQuerySchema } from '@marketday/shared';
import { useSearchParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { FormBanner } from '@/components/ui/form-banner';
import { SALES_REPORT_DATE_PARAM, SALES_REPORT_MARKET_PARAM } from '@/config/paths';
import { SalesReportScreen } from '@/features/sales-reports/components/sales-report-screen';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function SalesReportPage() {
  const t = useMessages(en);
  const [searchParams] = useSearchParams();
  const parsed = SalesReportQuerySchema.safeParse({
    market_id: searchParams.get(SALES_REPORT_MARKET_PARAM),
    market_date: searchParams.get(SALES_REPORT_DATE_PARAM),
  });
  return (
    <PageLayout title={t('salesReportTitle')} helpText={t('salesReportHelp')}>
      {parsed.success ? (
        <SalesReportScreen marketId={parsed.data.market_id} date={parsed.data.market_date} />
      ) : (
        <FormBanner variant="error">{sayShared(parsed.error.issues[0]?.message ?? '')}</FormBanner>
      )}
    </PageLayout>
  );
}
