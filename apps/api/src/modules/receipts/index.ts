// The receipts module's public face: other modules and the app import it only through this file.

// The manager a message is sent for (receipts, vendor messages, statements).
export { managerSender } from './manager-mail.repository';
export type { ReceiptPdfArgs } from './receipt-pdf';
export { drawReceiptPdf, receiptDisposition, renderReceiptPdf } from './receipt-pdf';
export { receiptsRoutes } from './receipts.routes';
