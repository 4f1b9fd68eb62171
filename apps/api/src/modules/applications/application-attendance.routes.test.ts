import { describe, expect, it } from 'vitest';
import { applied } from '../../../test/application-fixtures';
import { createClock } from '../../../test/build-test-app';
import { signedInVendor } from '../../../test/clients';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { attendance, marketVendors } from '../../db/schema';

// Friday 20 November 2026, 8 PM in California (already the 21st in UTC): the record runs from 21 November 2025
// through 20 November 2026.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-21T04:00:00Z')) }));

const base = '/market-managers/applications';
type Mark = 'PRESENT' | 'LATE' | 'ABSENT';

// Marks go straight into the table: taking attendance has its own tests (season.routes.test.ts).
async function marked(vendorId: string, marketId: string, marks: [string, Mark][]) {
  const [membership] = await t.db.insert(marketVendors).values({ marketId, vendorId }).returning();
  if (!membership) throw new Error('membership not inserted');
  await t.db
    .insert(attendance)
    .values(marks.map(([date, status]) => ({ marketId, marketVendorId: membership.id, date, status })));
}

describe('the attendance record on a manager’s applications', () => {
  it('counts the vendor’s marks at every market of the manager over the last 12 months, and no one else’s', async () => {
    const manager = await signedInManager(t);
    const [davis, woodland, winters] = [
      await createMarket(manager, { name: 'Davis' }),
      await createMarket(manager, { name: 'Woodland' }),
      await createMarket(manager, { name: 'Winters' }),
    ];
    const other = await signedInManager(t);
    const sacramento = await createMarket(other, { name: 'Sacramento' });
    const vendor = await signedInVendor(t);
    const id = vendor.vendor.id;
    await marked(id, davis.id, [
      ['2026-11-14', 'PRESENT'],
      ['2026-11-07', 'LATE'],
      ['2026-10-31', 'ABSENT'],
      // The first day of the window (a year back in UTC, not at the market) counts; the day before does not.
      ['2025-11-21', 'PRESENT'],
      ['2025-11-20', 'ABSENT'],
    ]);
    await marked(id, woodland.id, [
      ['2026-06-06', 'PRESENT'],
      ['2026-06-13', 'ABSENT'],
    ]);
    // Another manager's market: not this manager's to see.
    await marked(id, sacramento.id, [['2026-11-14', 'ABSENT']]);
    const newcomer = await signedInVendor(t);

    await applied(vendor, { market_id: winters.id, message: 'Eggs and honey' });
    await applied(newcomer, { market_id: winters.id, message: 'Flowers' });
    const list = (await manager.api('GET', base)).json();
    const byVendor = new Map(list.map((a: { vendor: { id: string } }) => [a.vendor.id, a]));
    expect(byVendor.get(id)).toMatchObject({ attendance: { present: 3, late: 1, absent: 2 } });
    expect(byVendor.get(newcomer.vendor.id)).toMatchObject({
      attendance: { present: 0, late: 0, absent: 0 },
    });

    // The decision answers the application with the same record.
    const application = byVendor.get(id) as { id: string };
    const approved = await manager.api('POST', `${base}/${application.id}/approve`);
    expect(approved.json().data.attendance).toEqual({ present: 3, late: 1, absent: 2 });

    // The other manager sees only the marks at their own market.
    const elsewhere = await createMarket(other, { name: 'Dixon' });
    await applied(vendor, { market_id: elsewhere.id, message: 'Eggs and honey' });
    const theirs = (await other.api('GET', base)).json();
    expect(theirs).toHaveLength(1);
    expect(theirs[0].attendance).toEqual({ present: 0, late: 0, absent: 1 });
  });
});
