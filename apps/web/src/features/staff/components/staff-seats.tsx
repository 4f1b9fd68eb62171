import type { StaffList } from '@marketday/shared';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Pending invitations take a seat too (docs/decisions/029); a plan without a limit says so.
export function staffSeatsText({ used, limit }: StaffList['seats']): string {
  const t = messagesOf(en);
  if (limit === null) return t('seatsUsedNoLimit', { used });
  return t('seatsUsed', { used, limit });
}

export function StaffSeats({ seats }: { seats: StaffList['seats'] }) {
  const t = useMessages(en);
  const isFull = seats.limit !== null && seats.used >= seats.limit;
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-medium">{staffSeatsText(seats)}</p>
      {isFull && <p className="text-muted-foreground">{t('seatsFull')}</p>}
    </div>
  );
}
