import type { ManagedApplication } from '@marketday/shared';
import { vendorAttendanceRecords } from '../season';
import { listManagedApplications } from './applications.repository';

// Applications to the manager's markets, each with the vendor's attendance record at the manager's markets, so
// past no-shows are in view where the manager decides (issue 30, docs/season.md).
export async function listApplicationsWithAttendance(
  args: Parameters<typeof listManagedApplications>[0],
): Promise<ManagedApplication[]> {
  const { db, managerId, now } = args;
  const applications = await listManagedApplications(args);
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
