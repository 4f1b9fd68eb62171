// The public-page module's public face: other modules and the app import it only through this file.
export { publicPageRoutes } from './public-page.routes';
