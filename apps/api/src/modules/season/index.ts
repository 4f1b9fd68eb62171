// The season module's public face (docs/season.md): market dates and attendance. Other modules and the app
// import it only through this file.
export { vendorAttendanceRecords } from './attendance-record.service';
export { listDateChanges } from './season.repository';
export { type MarkInRange, marksInRange } from './attendance-days.repository';
export { type AttendanceSummary, dayAttendanceSummary } from './attendance-summary';
export { seasonRoutes } from './season.routes';
