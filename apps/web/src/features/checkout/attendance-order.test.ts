// @vitest-environment node
import type { AttendanceStatus } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { inAttendanceOrder, presentCount } from './attendance-order';

const vendors = ['Alder', 'Birch', 'Cedar', 'Dogwood', 'Elm', 'Fir'].map((name) => ({
  market_vendor_id: name,
}));
// Birch and Fir are not on the day's list: not scheduled that day.
const day = new Map<string, AttendanceStatus>([
  ['Alder', 'ABSENT'],
  ['Cedar', 'PRESENT'],
  ['Dogwood', 'EXPECTED'],
  ['Elm', 'LATE'],
]);

describe('checkout order by attendance', () => {
  it('puts who came first, then the scheduled not yet marked, then the unscheduled, then the absent', () => {
    expect(inAttendanceOrder(vendors, day).map((v) => v.market_vendor_id)).toEqual([
      'Cedar',
      'Elm',
      'Dogwood',
      'Birch',
      'Fir',
      'Alder',
    ]);
    expect(presentCount(day)).toBe(2);
  });

  it('keeps the list as it is on a day without attendance', () => {
    expect(inAttendanceOrder(vendors, new Map())).toEqual(vendors);
  });
});
