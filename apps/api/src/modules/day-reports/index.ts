// The day-reports module's public face: other modules and the app import it only through this file.
export { dayTotals } from './day-reports.repository';
export { dayReportsRoutes } from './day-reports.routes';
export { createDayReport } from './day-reports.service';
