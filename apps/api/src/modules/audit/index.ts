// The audit module's public face: other modules and the app import it only through this file.

export { auditInsert, recordAudit } from './audit.repository';
export { auditRoutes } from './audit.routes';
export { dayReportAuditValues, transactionAuditValues } from './audit-values';
