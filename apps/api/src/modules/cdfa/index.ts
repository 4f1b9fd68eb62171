// The cdfa module's public face: other modules and the app import it only through this file.

export type { CdfaSource } from './cdfa.repository';
export { cdfaRoutes } from './cdfa.routes';
export { type CdfaPdfArgs, drawCdfaPdf } from './cdfa-pdf';
