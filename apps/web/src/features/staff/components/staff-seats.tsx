import type { StaffList } from '@marketday/shared';

// Pending invitations take a seat too (docs/decisions/029); a plan without a limit says so.
export function staffSeatsText({ used, limit }: StaffList['seats']): string {
  if (limit === null) return `${used} staff ${used === 1 ? 'seat' : 'seats'} used`;
  return `${used} of ${limit} staff seats used`;
}

export function StaffSeats({ seats }: { seats: StaffList['seats'] }) {
  const isFull = seats.limit !== null && seats.used >= seats.limit;
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-medium">{staffSeatsText(seats)}</p>
      {isFull && (
        <p className="text-muted-foreground">
          Every seat is taken. Revoke someone or change your plan on the Account page to invite more.
        </p>
      )}
    </div>
  );
}
