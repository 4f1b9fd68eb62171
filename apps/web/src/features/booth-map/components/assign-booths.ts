import {
  type BoothAssignment,
  type BoothMapItem,
  type BoothMapLayout,
  boothSize,
  type MarketDate,
} from '@marketday/shared';

// Who stands where on one date, as the assignment screen shows it (docs/season.md "Booths by date on the web").

export type BoothChoice = { id: string; label: string; size: string };

const byLabel = (a: { label: string }, b: { label: string }) =>
  a.label.localeCompare(b.label, undefined, { numeric: true, sensitivity: 'base' });

/** The map's booths in label order (A2 before A10), the choices of the list view's select. */
export function boothChoices(layout: BoothMapLayout): BoothChoice[] {
  return layout.items
    .filter((item) => item.kind === 'BOOTH')
    .map((item) => ({ id: item.id, label: item.label, size: boothSize(item) }))
    .sort(byLabel);
}

/** The vendors of the date: those without a booth first (they are the work left), then in booth order. */
export function orderAssignments(
  assignments: readonly BoothAssignment[],
  booths: readonly BoothChoice[],
): BoothAssignment[] {
  const rank = new Map(booths.map((booth, index) => [booth.id, index]));
  const place = (row: BoothAssignment) =>
    row.booth_id === null ? -1 : (rank.get(row.booth_id) ?? booths.length);
  return [...assignments].sort(
    (a, b) => place(a) - place(b) || a.business_name.localeCompare(b.business_name),
  );
}

/** The name written on each booth of the drawing. */
export function namesByBooth(assignments: readonly BoothAssignment[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const row of assignments) if (row.booth_id !== null) names[row.booth_id] = row.business_name;
  return names;
}

/** The booth under a point of the map, in feet (where a vendor chip was dropped). */
export function boothAt(layout: BoothMapLayout, point: { x: number; y: number }): BoothMapItem | undefined {
  return layout.items.find(
    (item) =>
      item.kind === 'BOOTH' &&
      point.x >= item.x &&
      point.x <= item.x + item.w &&
      point.y >= item.y &&
      point.y <= item.y + item.h,
  );
}

/** The dates a market is held (a cancelled one has no booths to give). */
export const openDates = (dates: readonly MarketDate[]) =>
  dates.filter((date) => date.status !== 'CANCELLED').map((date) => date.date);

/** The date shown first: today's market, else the next one, else the last one held. */
export function defaultDate(open: readonly string[], today: string): string | null {
  return open.find((date) => date >= today) ?? open.at(-1) ?? null;
}
