// The receipt-answers module's public face: other modules and the app import it only through this file.

export type { ReceiptNoticeFacts } from './receipt-answers.repository';
export { receiptAnswersRoutes } from './receipt-answers.routes';
export {
  announceReceipt,
  type ReceiptMail,
  receiptStates,
} from './receipt-answers.service';
