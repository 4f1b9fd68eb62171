import { formatCents } from '@marketday/shared';
import type { DayReportRow } from '@/entities/day-reports/day-report-money';
import { displayDate } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { EditDayReportButton, type OnEditDayReport } from './day-report-columns';
import { FunderFiguresRows } from './funder-figures';

const FIGURES = [
  ['transactionIncome', 'transaction_income_cents'],
  ['additionalIncome', 'additional_income_cents'],
  ['expenses', 'expenses_cents'],
] as const;

// Below 768 px each day report is a stacked card (docs/product.md §15).
export function DayReportMobileCard({ report, onEdit }: { report: DayReportRow; onEdit: OnEditDayReport }) {
  const t = useMessages(en);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{displayDate(report.date)}</h3>
        <EditDayReportButton report={report} onEdit={onEdit} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {FIGURES.map(([label, key]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{t(label)}</dt>
            <dd className="text-right">{formatCents(report[key])}</dd>
          </div>
        ))}
        <dt className="font-medium">{t('directDeposit')}</dt>
        <dd className="text-right font-semibold">{formatCents(report.direct_deposit_cents)}</dd>
        <FunderFiguresRows report={report} />
      </dl>
    </div>
  );
}
