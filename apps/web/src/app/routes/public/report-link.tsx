import { useParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ReportLinkScreen } from '@/features/sales-reports/components/report-link-screen';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// The link of a "Report your sales" e-mail (docs/product.md "Report links"): no sign-in, the token is the credential.
export function ReportLinkPage() {
  const t = useMessages(en);
  const { token = '' } = useParams();
  return (
    <AuthLayout title={t('reportSalesTitle')} description={t('reportSalesDescription')}>
      <ReportLinkScreen token={token} />
    </AuthLayout>
  );
}
