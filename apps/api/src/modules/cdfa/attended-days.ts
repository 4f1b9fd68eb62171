import type { MarkInRange } from '../season';

type Checkout = { vendorId: string; marketDate: string; vendorType: string };
export type ProducerDay = { vendorId: string; marketDate: string };

// The days each certified producer attended (docs/season.md, "Attendance in the reports"), once per vendor and
// date. A day with attendance marks counts the producers marked present or late; a day without any mark falls
// back to the checkouts. A checkout counts on either kind of day: it is the record of a sale that day, and the
// state fee is owed for it even when the manager left the vendor unmarked.
// Checkouts count as a producer's when booked as a PRODUCER (the type is copied onto each checkout), so a later
// change of type neither hides nor adds days; a mark copies no type, so it counts the vendor's type today.
export function attendedProducerDays({
  checkouts,
  marks,
}: {
  checkouts: Checkout[];
  marks: MarkInRange[];
}): ProducerDay[] {
  const days = new Map<string, ProducerDay>();
  const add = (vendorId: string, marketDate: string) =>
    days.set(`${vendorId}|${marketDate}`, { vendorId, marketDate });
  for (const c of checkouts) if (c.vendorType === 'PRODUCER') add(c.vendorId, c.marketDate);
  for (const m of marks) if (m.vendorType === 'PRODUCER' && m.status !== 'ABSENT') add(m.vendorId, m.date);
  return [...days.values()];
}
