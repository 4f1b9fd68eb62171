// The account module's public face: other modules and the app import it only through this file.
export { accountRoutes } from './account.routes';
export { getManagerSettings } from './manager-settings.repository';
