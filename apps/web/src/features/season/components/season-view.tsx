import { type Market, todayAtMarket } from '@marketday/shared';
import { CalendarPlusIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDateRequests } from '@/entities/season/list-date-requests';
import { useMarketDates } from '@/entities/season/list-market-dates';
import { useMessages } from '@/lib/i18n/use-messages';
import { useManagerPermissions } from '@/lib/manager-permissions';
import { pendingCount } from '../date-requests';
import en from '../locales/en.json';
import { seasonTotals } from '../season-dates';
import { AttendanceSheet } from './attendance-sheet';
import type { DateChangeKind } from './date-change-dialog';
import { DateRequestList } from './date-request-list';
import { MarketDateList } from './market-date-list';
import { VendorScheduleList } from './vendor-schedule-list';

// The dialog (its form, validation and form library) loads after the page's first screen; opened sooner, a frame
// opens at once and the dialog takes its place (components/ui/lazy-dialog.tsx).
const DateChangeDialog = lazyDialog(() => import('./date-change-dialog').then((m) => m.DateChangeDialog));

// The season's views: its dates (the default), each vendor's dates, and the vendors' requests.
export function SeasonView({ market }: { market: Market }) {
  const t = useMessages(en);
  const { canEditMarkets } = useManagerPermissions();
  const pending = pendingCount(useDateRequests(market.id).data);
  return (
    <Tabs defaultValue="dates">
      <TabsList>
        <TabsTrigger value="dates" className="px-2 sm:px-4">
          {t('dates')}
        </TabsTrigger>
        <TabsTrigger value="vendors" className="px-2 sm:px-4">
          {t('vendors')}
        </TabsTrigger>
        <TabsTrigger value="requests" className="px-2 sm:px-4">
          {t('requests')}
          {pending > 0 && (
            <Badge className="tabular-nums">
              {pending}
              <span className="sr-only"> {t('pendingLower')}</span>
            </Badge>
          )}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="dates">
        <SeasonDates market={market} />
      </TabsContent>
      <TabsContent value="vendors">
        <VendorScheduleList market={market} canChange={canEditMarkets} />
      </TabsContent>
      <TabsContent value="requests">
        <DateRequestList marketId={market.id} canChange={canEditMarkets} />
      </TabsContent>
    </Tabs>
  );
}

// A market's season for one calendar year: its dates month by month, what happened on each, and the manager's
// changes (docs/season.md).
function SeasonDates({ market }: { market: Market }) {
  const t = useMessages(en);
  const today = todayAtMarket(market, new Date());
  const [year, setYear] = useState(() => Number(today.slice(0, 4)));
  const dates = useMarketDates(market.id, { start: `${year}-01-01`, end: `${year}-12-31` });
  const { canEditMarkets } = useManagerPermissions();
  const [change, setChange] = useState<{ kind: DateChangeKind; date: string | null } | null>(null);
  const [attendanceDate, setAttendanceDate] = useState<string | null>(null);
  const totals = seasonTotals(dates.data ?? []);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('previousYear')}
            onClick={() => setYear(year - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <h2 className="min-w-16 text-center font-semibold text-lg tabular-nums" aria-live="polite">
            {year}
          </h2>
          <Button variant="outline" size="icon" aria-label={t('nextYear')} onClick={() => setYear(year + 1)}>
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
        {canEditMarkets && (
          <Button variant="outline" onClick={() => setChange({ kind: 'extra', date: null })}>
            <CalendarPlusIcon aria-hidden="true" />
            {t('addExtraDate')}
          </Button>
        )}
      </div>
      {dates.data && <p className="text-muted-foreground text-sm">{t('seasonTotals', totals)}</p>}
      {dates.isPending && <Skeleton aria-busy="true" className="h-64 w-full rounded-xl" />}
      {dates.error && <DataTableErrorCard error={dates.error} />}
      {dates.data && (
        <MarketDateList
          dates={dates.data}
          today={today}
          canChange={canEditMarkets}
          onAttendance={setAttendanceDate}
          onCancel={(date) => setChange({ kind: 'cancel', date })}
          onRestore={(date) => setChange({ kind: 'restore', date })}
        />
      )}
      {change && (
        <DateChangeDialog
          marketId={market.id}
          kind={change.kind}
          date={change.date}
          today={today}
          onOpenChange={(open) => !open && setChange(null)}
        />
      )}
      <AttendanceSheet
        marketId={market.id}
        marketName={market.name}
        date={attendanceDate}
        today={today}
        onOpenChange={(open) => !open && setAttendanceDate(null)}
      />
    </div>
  );
}
