// The staff module's public face: other modules and the app import it only through this file.
export { staffRoutes } from './staff.routes';
