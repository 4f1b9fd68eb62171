// @vitest-environment node
import type { AttendanceStatus } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { inAttendanceOrder, presentCount } from './attendance-order';

const vendors = ['Alder', 'Birch', 'Cedar', 'Dogwood', 'Elm'].map((name) => ({ market_vendor_id: name }));
const marks = new Map<string, AttendanceStatus>([
  ['Alder', 'ABSENT'],
  ['Cedar', 'PRESENT'],
  ['Elm', 'LATE'],
]);

describe('checkout order by attendance', () => {
  it('puts who came first, then the unmarked, then the absent, each in the list order', () => {
    expect(inAttendanceOrder(vendors, marks).map((v) => v.market_vendor_id)).toEqual([
      'Cedar',
      'Elm',
      'Birch',
      'Dogwood',
      'Alder',
    ]);
    expect(presentCount(marks)).toBe(2);
  });

  it('keeps the list as it is on a day without attendance', () => {
    expect(inAttendanceOrder(vendors, new Map())).toEqual(vendors);
  });
});
