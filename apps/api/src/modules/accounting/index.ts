// The accounting module's public face (docs/product.md §22, the books): other modules and the app import it only
// through this file.

export { accountingRoutes } from './accounting.routes';
