import { CalendarCheck, ClipboardList, FileText, ScrollText, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { DayReportAction } from '@/components/layouts/day-report-action';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useManagerPermissions } from '@/lib/manager-permissions';
import { marketLinks } from '../../market-links';

export function MarketHeaderActions({
  marketId,
  onCreateDayReport,
  onCreateCdfaReport,
}: {
  marketId: string;
  onCreateDayReport: () => void;
  onCreateCdfaReport: () => void;
}) {
  // The CDFA report, settings and rules are a co-manager's at most; market staff read (docs/decisions/029).
  const { canEditMarkets } = useManagerPermissions();
  return (
    <>
      {/* The page's DayReportButton ('Edit Day Report' when today's report exists), else this. */}
      <DayReportAction
        fallback={
          <Button variant="outline" onClick={onCreateDayReport}>
            <ClipboardList aria-hidden /> Create Day Report
          </Button>
        }
      />
      {canEditMarkets && (
        <>
          <Button variant="outline" onClick={onCreateCdfaReport}>
            <FileText aria-hidden /> CDFA report
          </Button>
          <Button asChild variant="outline">
            <Link to={marketLinks.settings(marketId)}>
              <Settings aria-hidden /> Edit settings
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={marketLinks.rules(marketId)}>
              <ScrollText aria-hidden /> Rules
            </Link>
          </Button>
        </>
      )}
      <Button asChild>
        <Link to={paths.checkoutOptions}>
          <CalendarCheck aria-hidden /> Checkout
        </Link>
      </Button>
    </>
  );
}
