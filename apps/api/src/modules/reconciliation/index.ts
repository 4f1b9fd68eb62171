// The reconciliation module's public face: other modules and the app import it only through this file.
export { reconciliationRoutes } from './reconciliation.routes';
