import { useParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ReportLinkScreen } from '@/features/sales-reports/components/report-link-screen';

// The link of a "Report your sales" e-mail (docs/product.md "Report links"): no sign-in, the token is the credential.
export function ReportLinkPage() {
  const { token = '' } = useParams();
  return (
    <AuthLayout
      title="Report your sales"
      description="Type the day’s gross and the tokens you took. The market fee and what you owe show as you type; the market manager confirms it at checkout. The link sends one report."
    >
      <ReportLinkScreen token={token} />
    </AuthLayout>
  );
}
