import type { ManagedApplication } from '@marketday/shared';
import type { Database } from '../../db/client';
import { vendorAttendanceRecords } from '../season';
import { listManagedApplications, type ManagedApplicationsFilter } from './applications.repository';

// Applications to the manager's markets, each with the vendor's attendance record at the manager's markets, so
// past no-shows are in view where the manager decides (issue 30, docs/season.md).
export async function listApplicationsWithAttendance({
  db,
  managerId,
  filter,
  now,
  signLink,
}: {
  db: Database;
  managerId: string;
  filter: ManagedApplicationsFilter;
  now: Date;
  signLink: (documentId: string) => string;
}): Promise<ManagedApplication[]> {
  const applications = await listManagedApplications({ db, managerId, filter, now, signLink });
  const recordOf = await vendorAttendanceRecords({
    db,
    managerId,
    now,
    asks: applications.map((a) => ({ vendorId: a.vendor.id, marketId: a.market.id })),
  });
  return applications.map((a) => ({
    ...a,
    attendance: recordOf({ vendorId: a.vendor.id, marketId: a.market.id }),
  }));
}
