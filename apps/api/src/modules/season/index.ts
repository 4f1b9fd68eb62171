// The season module's public face (docs/season.md): market dates and attendance. Other modules and the app
// import it only through this file.
export { type MarkInRange, marksInRange } from './attendance-days.repository';
export { vendorAttendanceRecords } from './attendance-record.service';
export { type AttendanceSummary, dayAttendanceSummary } from './attendance-summary';
export { chargeMarkedDay, syncScheduledBoothCharges } from './booth-charges';
export { boothMapRoutes } from './booth-map/booth-map.routes';
export { type BoothMapSheet, boothMapSheet } from './booth-map/booth-map.service';
export { type BoothOnDate, boothsOfLayout, boothsOn } from './booth-map/booths-on';
export { type VendorDay, vendorDaysAhead } from './booth-map/vendor-days';
export { type DayAhead, type MarketAhead, marketDaysAhead } from './days-ahead';
export { dateRequestsRoutes } from './requests/date-requests.routes';
export {
  scheduledOnDates,
  scheduledVendorsByDate,
  scheduledVendorsOn,
} from './schedules/scheduled-vendors';
export { schedulesRoutes } from './schedules/schedules.routes';
export { listDateChanges } from './season.repository';
export { seasonRoutes } from './season.routes';
