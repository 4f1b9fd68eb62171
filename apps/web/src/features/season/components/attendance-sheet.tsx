import type { Attendance, AttendanceStatus } from '@marketday/shared';
import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { SideSheet } from '@/components/ui/side-sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useAttendance } from '@/entities/season/list-attendance';
import { useMarkAttendance } from '@/entities/season/mark-attendance';
import { getErrorMessage } from '@/lib/api-client';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import { isSendable } from '@/lib/offline/outbox-machine';
import { useOutbox } from '@/lib/offline/outbox-provider';
import en from '../locales/en.json';
import { longDayLabel } from '../season-dates';
import { type WalkInChoice, WalkInDialog } from './walk-in-dialog';

const t = messagesOf(en);
// Made when drawn, so the words follow the language shown.
const marks = (): { value: AttendanceStatus; label: string }[] => [
  { value: 'PRESENT', label: t('markPresent') },
  { value: 'LATE', label: t('markLate') },
  { value: 'ABSENT', label: t('markAbsent') },
];

type AttendanceSheetProps = {
  marketId: string;
  marketName: string;
  /** The market day open in the sheet; null: closed. */
  date: string | null;
  /** YYYY-MM-DD at the market: a day to come is only read. */
  today: string;
  onOpenChange: (open: boolean) => void;
};

export function AttendanceSheet({ marketId, marketName, date, today, onOpenChange }: AttendanceSheetProps) {
  const t = useMessages(en);
  return (
    <SideSheet
      open={date !== null}
      onOpenChange={onOpenChange}
      title={date ? longDayLabel(date) : t('attendance')}
      description={marketName}
      size="lg"
    >
      {date ? (
        <AttendanceBody marketId={marketId} marketName={marketName} date={date} canMark={date <= today} />
      ) : null}
    </SideSheet>
  );
}

type BodyProps = { marketId: string; marketName: string; date: string; canMark: boolean };

function AttendanceBody({ marketId, marketName, date, canMark }: BodyProps) {
  const t = useMessages(en);
  const attendance = useAttendance(marketId, date);
  const mark = useMarkAttendance({ marketId, marketName, date });
  const held = useHeldMarks(marketId, date);
  const { showError } = useAlerts();
  // Walk-ins just added here, shown while their mark is on its way.
  const [added, setAdded] = useState<WalkInChoice[]>([]);
  const [addingWalkIn, setAddingWalkIn] = useState(false);
  if (attendance.isPending) return <Skeleton aria-busy="true" className="m-4 h-64 rounded-xl" />;
  if (attendance.error && !attendance.data) return <DataTableErrorCard error={attendance.error} />;
  const rows = dayRows(attendance.data, held, added);
  const marked = rows.filter((r) => r.status !== 'EXPECTED').length;

  function send(
    row: Pick<SheetRow, 'market_vendor_id' | 'business_name'>,
    status: AttendanceStatus,
    onSettled?: () => void,
  ) {
    mark.mutate(
      { marketVendorId: row.market_vendor_id, vendorName: row.business_name, status },
      {
        onError: (error) => showError(getErrorMessage(error, { useDetail: true }), row.business_name),
        onSettled,
      },
    );
  }

  return (
    <div className="grid min-h-0 gap-3 overflow-y-auto p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {canMark
            ? t('markedOf', { marked, count: rows.length })
            : t('expectedBeforeDay', { count: rows.length })}
        </p>
        {canMark && (
          <Button variant="outline" onClick={() => setAddingWalkIn(true)}>
            <UserPlusIcon aria-hidden="true" />
            {t('addWalkIn')}
          </Button>
        )}
      </div>
      {held.size > 0 && (
        <p className="text-sm" role="status">
          {t('marksWait', { count: held.size })}
        </p>
      )}
      {rows.length === 0 && <p>{t('noVendorsYet')}</p>}
      <ul className="grid gap-3">
        {rows.map((row) => (
          <li key={row.market_vendor_id} className="grid gap-2 rounded-lg border p-3">
            <VendorLine row={row} />
            {canMark && (
              <SegmentedControl
                kind="buttons"
                label={t('attendanceOf', { name: row.business_name })}
                options={marks()}
                value={row.status}
                // The pressed mark pressed again takes it back.
                onChange={(status) => send(row, status === row.status ? 'EXPECTED' : status)}
              />
            )}
          </li>
        ))}
      </ul>
      {addingWalkIn && (
        <WalkInDialog
          marketId={marketId}
          listed={new Set(rows.map((r) => r.market_vendor_id))}
          onChoose={(vendor) => {
            setAdded((list) => [...list, vendor]);
            // Once answered, the day's list read again has them (or the device holds their mark); refused, they
            // leave the list.
            send(
              { market_vendor_id: vendor.marketVendorId, business_name: vendor.businessName },
              'PRESENT',
              () => setAdded((list) => list.filter((v) => v.marketVendorId !== vendor.marketVendorId)),
            );
          }}
          onOpenChange={setAddingWalkIn}
        />
      )}
    </div>
  );
}

type SheetRow = Pick<Attendance, 'market_vendor_id' | 'business_name' | 'status' | 'booth' | 'walk_in'>;
type HeldMark = { status: AttendanceStatus; vendorName: string };

// The server's list with the marks held on the device over it, then the walk-ins it does not have yet: one held
// on the device (marked while offline) or just added here.
function dayRows(
  listed: readonly Attendance[],
  held: ReadonlyMap<string, HeldMark>,
  added: readonly WalkInChoice[],
): SheetRow[] {
  const rows: SheetRow[] = listed.map((row) => {
    const mark = held.get(row.market_vendor_id);
    return mark ? { ...row, status: mark.status } : row;
  });
  const known = new Set(rows.map((r) => r.market_vendor_id));
  const walkIn = (id: string, name: string, status: AttendanceStatus) => {
    if (known.has(id)) return;
    known.add(id);
    rows.push({ market_vendor_id: id, business_name: name, status, booth: null, walk_in: true });
  };
  for (const [id, mark] of held) walkIn(id, mark.vendorName, mark.status);
  for (const vendor of added) walkIn(vendor.marketVendorId, vendor.businessName, 'PRESENT');
  return rows;
}

// The marks of this market day waiting in the device's outbox, by market vendor.
function useHeldMarks(marketId: string, date: string): Map<string, HeldMark> {
  const { items } = useOutbox();
  const held = new Map<string, HeldMark>();
  for (const item of items) {
    if (item.kind === 'attendance' && isSendable(item) && item.marketId === marketId && item.date === date)
      held.set(item.marketVendorId, { status: item.status, vendorName: item.vendorName });
  }
  return held;
}

const STATUS_WORDS = {
  EXPECTED: 'notMarked',
  PRESENT: 'markPresent',
  LATE: 'markLate',
  ABSENT: 'markAbsent',
} as const satisfies Record<AttendanceStatus, keyof typeof en>;

function VendorLine({ row }: { row: SheetRow }) {
  const t = useMessages(en);
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span className="flex min-w-0 flex-wrap items-center gap-2">
        {row.booth && (
          <Badge variant="outline">
            <span className="sr-only">{t('booth')} </span>
            {row.booth}
          </Badge>
        )}
        <span className="min-w-0 break-words font-medium">{row.business_name}</span>
        {row.walk_in && <Badge variant="secondary">{t('walkIn')}</Badge>}
      </span>
      <span className="shrink-0 text-muted-foreground text-sm">{t(STATUS_WORDS[row.status])}</span>
    </div>
  );
}
