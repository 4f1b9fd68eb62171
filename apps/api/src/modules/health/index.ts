// The health module's public face: other modules and the app import it only through this file.
export { healthRoutes } from './health.routes';
