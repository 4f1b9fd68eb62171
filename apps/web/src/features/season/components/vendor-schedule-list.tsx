import type { Market } from '@marketday/shared';
import { CalendarRangeIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useBoothMap } from '@/entities/booth-map/get-booth-map';
import { useSchedules } from '@/entities/season/list-schedules';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { scheduleWords } from '../schedule-words';

// The dialog (its form, validation and form library) loads after the page's first screen; opened sooner, a frame
// opens at once and the dialog takes its place (components/ui/lazy-dialog.tsx).
const ScheduleDialog = lazyDialog(() => import('./schedule-dialog').then((m) => m.ScheduleDialog));

type VendorScheduleListProps = {
  market: Pick<Market, 'id' | 'time_zone' | 'day_of_week'>;
  /** The owner or a co-manager: sets the vendors' dates. */
  canChange: boolean;
};

// Each vendor of the market with their dates in words and their default booth (docs/season.md "On the web").
export function VendorScheduleList({ market, canChange }: VendorScheduleListProps) {
  const t = useMessages(en);
  const schedules = useSchedules(market.id);
  const map = useBoothMap(market.id);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const boothLabel = new Map(
    (map.data?.layout.items ?? []).filter((i) => i.kind === 'BOOTH').map((i) => [i.id, i.label]),
  );

  if (schedules.isPending) return <Skeleton aria-busy="true" className="h-64 w-full rounded-xl" />;
  if (schedules.error) return <DataTableErrorCard error={schedules.error} />;
  if (schedules.data.length === 0) {
    return <Card className="p-6 text-center text-muted-foreground">{t('noVendorsToSchedule')}</Card>;
  }
  return (
    <>
      <ul className="grid gap-2" aria-label={t('schedulesList')}>
        {schedules.data.map((schedule) => {
          const booth = schedule.default_booth_id ? boothLabel.get(schedule.default_booth_id) : undefined;
          return (
            <li key={schedule.market_vendor_id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="grid min-w-0 flex-1 gap-1">
                  <span className="break-words font-medium">{schedule.business_name}</span>
                  <span className="text-muted-foreground text-sm">
                    {booth
                      ? t('scheduleWithBooth', { words: scheduleWords(schedule, market.day_of_week), booth })
                      : t('scheduleNoBooth', { words: scheduleWords(schedule, market.day_of_week) })}
                  </span>
                </div>
                {canChange && (
                  <Button
                    variant="outline"
                    aria-label={t('setDatesOf', { name: schedule.business_name })}
                    onClick={() =>
                      setEditing({ id: schedule.market_vendor_id, name: schedule.business_name })
                    }
                  >
                    <CalendarRangeIcon aria-hidden="true" />
                    {t('setDates')}
                  </Button>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      {editing && (
        <ScheduleDialog
          market={market}
          marketVendorId={editing.id}
          businessName={editing.name}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </>
  );
}
