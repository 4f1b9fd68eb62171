// The associations module's public face: other modules and the app import it only through this file.
export { associationsRoutes } from './associations.routes';
