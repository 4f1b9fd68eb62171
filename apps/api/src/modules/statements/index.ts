// The statements module's public face: other modules and the app import it only through this file.

export { statementRoutes } from './statement.routes';
export type { StatementPdfArgs } from './statement-pdf';
export { drawStatementPdf } from './statement-pdf';
