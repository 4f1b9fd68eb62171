// The booth-map-pdf module's public face (read-model tier): the printable booth map of one date. Other modules
// and the app import it only through this file.
export type { BoothMapPdfArgs } from './booth-map-pdf';
export { drawBoothMapPdf } from './booth-map-pdf';
export { boothMapPdfRoutes } from './booth-map-pdf.routes';
