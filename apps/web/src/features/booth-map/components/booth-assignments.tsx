import { addDays, fromIsoDate, type Market, todayAtMarket, toIsoDate } from '@marketday/shared';
import { parseISO } from 'date-fns';
import { FileDownIcon } from 'lucide-react';
import { useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { Label } from '@/components/ui/label';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import { boothMapPdfFilename, useExportBoothMapPdf } from '@/entities/booth-map/export-booth-map-pdf';
import { useMarket } from '@/entities/markets/get-market';
import { useMarketDates } from '@/entities/season/list-market-dates';
import { getErrorMessage } from '@/lib/api-client';
import { useIntlTag } from '@/lib/i18n/intl';
import { type Translate, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { defaultDate, openDates } from './assign-booths';
import { BoothAssignmentDate, type BoothAssignmentView } from './booth-assignment-date';

type BoothAssignmentsProps = { marketId: string; canAssign: boolean };

const VIEWS: { value: BoothAssignmentView; label: keyof typeof en }[] = [
  { value: 'map', label: 'viewMap' },
  { value: 'list', label: 'viewList' },
];

// Who stands at which booth on one market date (docs/season.md "Booths by date on the web").
export function BoothAssignments({ marketId, canAssign }: BoothAssignmentsProps) {
  const market = useMarket(marketId);
  if (market.isPending) return <Skeleton aria-busy="true" className="h-64 w-full rounded-xl" />;
  if (market.error) return <DataTableErrorCard error={market.error} />;
  return <DatedAssignments market={market.data} canAssign={canAssign} />;
}

// The last four weeks (to look back) and the year ahead.
function datesAround(today: string) {
  const day = fromIsoDate(today);
  return { start: toIsoDate(addDays(day, -28)), end: toIsoDate(addDays(day, 366)) };
}

// "Sat 06/13/2026" in English, "sáb 13/06/2026" in Spanish.
const dateLabel = (t: Translate<typeof en>, tag: string, iso: string) => {
  const date = parseISO(iso);
  return t('dayMonth', {
    weekday: new Intl.DateTimeFormat(tag, { weekday: 'short' }).format(date),
    date: new Intl.DateTimeFormat(tag, { month: '2-digit', day: '2-digit', year: 'numeric' }).format(date),
  });
};

function DatedAssignments({ market, canAssign }: { market: Market; canAssign: boolean }) {
  const t = useMessages(en);
  const tag = useIntlTag();
  const views = VIEWS.map((v) => ({ value: v.value, label: t(v.label) }));
  const [today] = useState(() => todayAtMarket(market, new Date()));
  const dates = useMarketDates(market.id, datesAround(today));
  const [chosen, setChosen] = useState<string | null>(null);
  const [view, setView] = useState<BoothAssignmentView>('map');
  const open = openDates(dates.data ?? []);
  const date = chosen ?? defaultDate(open, today);

  if (dates.isPending) return <Skeleton aria-busy="true" className="h-64 w-full rounded-xl" />;
  if (dates.error && !dates.data) return <DataTableErrorCard error={dates.error} />;
  if (!date) return <p>{t('noMarketDays')}</p>;

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end sm:justify-between">
        <div className="grid gap-2 sm:w-56">
          <Label htmlFor="booth-date">{t('marketDate')}</Label>
          <select
            id="booth-date"
            value={date}
            onChange={(event) => setChosen(event.target.value)}
            className="h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
          >
            {open.map((day) => (
              <option key={day} value={day}>
                {day === today ? t('dateToday', { date: dateLabel(t, tag, day) }) : dateLabel(t, tag, day)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          <SegmentedControl
            label={t('showBoothsAs')}
            options={views}
            value={view}
            onChange={setView}
            className="w-auto"
          />
          <PrintButton market={market} date={date} />
        </div>
      </div>
      <BoothAssignmentDate
        key={date}
        marketId={market.id}
        date={date}
        title={t('boothsOn', { date: dateLabel(t, tag, date) })}
        view={view}
        canAssign={canAssign}
      />
    </div>
  );
}

function PrintButton({ market, date }: { market: Market; date: string }) {
  const t = useMessages(en);
  const exportPdf = useExportBoothMapPdf(market.id);
  const { showError } = useAlerts();
  return (
    <Button
      type="button"
      variant="outline"
      disabled={exportPdf.isPending}
      onClick={() =>
        exportPdf.mutate(
          { date, filename: boothMapPdfFilename(market.name, date) },
          { onError: (error) => showError(getErrorMessage(error, { useDetail: true })) },
        )
      }
    >
      <FileDownIcon aria-hidden="true" />
      {exportPdf.isPending ? t('preparingPdf') : t('printMap')}
    </Button>
  );
}
