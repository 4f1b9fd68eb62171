// The applications module's public face: other modules and the app import it only through this file.
export { applicationsRoutes } from './applications.routes';
