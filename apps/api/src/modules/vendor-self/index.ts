// The vendor-self module's public face: other modules and the app import it only through this file.
export { vendorSelfRoutes } from './vendor-self.routes';
