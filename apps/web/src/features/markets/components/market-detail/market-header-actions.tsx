import { CalendarCheck, ClipboardList, FileText, ScrollText, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { DayReportAction } from '@/components/layouts/day-report-action';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import { useManagerPermissions } from '@/lib/manager-permissions';
import en from '../../locales/en.json';
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
  const t = useMessages(en);
  const { canEditMarkets } = useManagerPermissions();
  return (
    <>
      {/* The page's DayReportButton ('Edit Day Report' when today's report exists), else this. */}
      <DayReportAction
        fallback={
          <Button variant="outline" onClick={onCreateDayReport}>
            <ClipboardList aria-hidden /> {t('createDayReport')}
          </Button>
        }
      />
      {canEditMarkets && (
        <>
          <Button variant="outline" onClick={onCreateCdfaReport}>
            <FileText aria-hidden /> {t('cdfaTitle')}
          </Button>
          <Button asChild variant="outline">
            <Link to={marketLinks.settings(marketId)}>
              <Settings aria-hidden /> {t('editSettings')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={marketLinks.rules(marketId)}>
              <ScrollText aria-hidden /> {t('rules')}
            </Link>
          </Button>
        </>
      )}
      <Button asChild>
        <Link to={paths.checkoutOptions}>
          <CalendarCheck aria-hidden /> {t('checkout')}
        </Link>
      </Button>
    </>
  );
}
