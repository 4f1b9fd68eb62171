// The products module's public face: other modules and the app import it only through this file.
export { productsRoutes } from './products.routes';
