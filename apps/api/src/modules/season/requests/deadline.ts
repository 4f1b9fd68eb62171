// The deadline for a vendor's change to a date (docs/season.md "Requests and the waitlist"): the market's opening
// that day (its date and start hour, on the clock of its time zone) minus the market's deadline in hours.

function offsetMinutesAt(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  // 'GMT' alone is UTC; otherwise 'GMT-07:00' or 'GMT+12:45'.
  if (!name || name === 'GMT') return 0;
  const sign = name[3] === '-' ? -1 : 1;
  return sign * (Number(name.slice(4, 6)) * 60 + Number(name.slice(7, 9)));
}

/** The instant the market opens on `date` (`hoursStart` 'HH:MM' or 'HH:MM:SS' at the market). */
export function marketOpensAt({
  date,
  hoursStart,
  timeZone,
}: {
  date: string;
  hoursStart: string;
  timeZone: string;
}): Date {
  const asUtc = Date.parse(`${date}T${hoursStart.slice(0, 5)}:00Z`);
  // Read the offset twice: the wall time taken as UTC can sit on the other side of a daylight-saving change.
  const first = offsetMinutesAt(new Date(asUtc), timeZone);
  const second = offsetMinutesAt(new Date(asUtc - first * 60_000), timeZone);
  return new Date(asUtc - second * 60_000);
}

/** Whether a vendor may still drop, request or withdraw `date` at `now`. */
export function beforeDeadline({
  market,
  date,
  hours,
  now,
}: {
  market: { hours_start: string; time_zone: string };
  date: string;
  hours: number;
  now: Date;
}): boolean {
  const opens = marketOpensAt({ date, hoursStart: market.hours_start, timeZone: market.time_zone });
  return now.getTime() < opens.getTime() - hours * 3_600_000;
}
