// The funder-reports module's public face: other modules and the app import it only through this file.

export { funderReportsRoutes } from './funder-reports.routes';
export type { FunderReportPdfArgs } from './funder-reports-files';
export { drawFunderReportPdf } from './funder-reports-files';
