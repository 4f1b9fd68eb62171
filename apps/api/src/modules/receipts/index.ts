// The receipts module's public face: other modules and the app import it only through this file.

export type { ReceiptPdfArgs } from './receipt-pdf';
export { drawReceiptPdf, receiptDisposition, renderReceiptPdf } from './receipt-pdf';
export { receiptsRoutes } from './receipts.routes';
