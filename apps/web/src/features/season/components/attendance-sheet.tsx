import type { Attendance, AttendanceStatus } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { DataTableErrorCard } from '@/components/ui/data-table';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { SideSheet } from '@/components/ui/side-sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useAttendance } from '@/entities/season/list-attendance';
import { useMarkAttendance } from '@/entities/season/mark-attendance';
import { getErrorMessage } from '@/lib/api-client';
import { isSendable } from '@/lib/offline/outbox-machine';
import { useOutbox } from '@/lib/offline/outbox-provider';
import { longDayLabel } from '../season-dates';

const MARKS: { value: AttendanceStatus; label: string }[] = [
  { value: 'PRESENT', label: 'Present' },
  { value: 'LATE', label: 'Late' },
  { value: 'ABSENT', label: 'Absent' },
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
  return (
    <SideSheet
      open={date !== null}
      onOpenChange={onOpenChange}
      title={date ? longDayLabel(date) : 'Attendance'}
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
  const attendance = useAttendance(marketId, date);
  const mark = useMarkAttendance({ marketId, marketName, date });
  const held = useHeldMarks(marketId, date);
  const { showError } = useAlerts();
  if (attendance.isPending) return <Skeleton aria-busy="true" className="m-4 h-64 rounded-xl" />;
  if (attendance.error && !attendance.data) return <DataTableErrorCard error={attendance.error} />;
  // A mark still held on the device is the latest word on its vendor.
  const rows = attendance.data.map((row) => {
    const status = held.get(row.market_vendor_id);
    return status ? { ...row, status } : row;
  });
  const marked = rows.filter((r) => r.status !== 'EXPECTED').length;

  return (
    <div className="grid min-h-0 gap-3 overflow-y-auto p-4">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {canMark
          ? `${marked} of ${vendors(rows.length)} marked`
          : `${vendors(rows.length)} expected. Attendance is taken on the day.`}
      </p>
      {held.size > 0 && (
        <p className="text-sm" role="status">
          {held.size === 1 ? '1 mark waits' : `${held.size} marks wait`} on this device: sent when the network
          is back.
        </p>
      )}
      {rows.length === 0 && <p>No vendors sell at this market yet.</p>}
      <ul className="grid gap-3">
        {rows.map((row) => (
          <li key={row.market_vendor_id} className="grid gap-2 rounded-lg border p-3">
            <VendorLine row={row} />
            {canMark && (
              <SegmentedControl
                kind="buttons"
                label={`Attendance of ${row.business_name}`}
                options={MARKS}
                value={row.status}
                onChange={(status) =>
                  mark.mutate(
                    // The pressed mark pressed again takes it back.
                    {
                      marketVendorId: row.market_vendor_id,
                      vendorName: row.business_name,
                      status: status === row.status ? 'EXPECTED' : status,
                    },
                    {
                      onError: (error) =>
                        showError(getErrorMessage(error, { useDetail: true }), row.business_name),
                    },
                  )
                }
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

// The marks of this market day waiting in the device's outbox, by market vendor.
function useHeldMarks(marketId: string, date: string): Map<string, AttendanceStatus> {
  const { items } = useOutbox();
  const held = new Map<string, AttendanceStatus>();
  for (const item of items) {
    if (item.kind === 'attendance' && isSendable(item) && item.marketId === marketId && item.date === date)
      held.set(item.marketVendorId, item.status);
  }
  return held;
}

const vendors = (count: number) => (count === 1 ? '1 vendor' : `${count} vendors`);

const STATUS_WORDS: Record<AttendanceStatus, string> = {
  EXPECTED: 'Not marked',
  PRESENT: 'Present',
  LATE: 'Late',
  ABSENT: 'Absent',
};

function VendorLine({ row }: { row: Attendance }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span className="min-w-0 break-words font-medium">{row.business_name}</span>
      <span className="shrink-0 text-muted-foreground text-sm">{STATUS_WORDS[row.status]}</span>
    </div>
  );
}
