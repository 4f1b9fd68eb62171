// The transactions module's public face: other modules and the app import it only through this file.
export { findStoredAnswer } from './checkout.repository';
export { submitCheckout } from './checkout.service';
export { listTransactionPage, toListFilter, transactionsCsv } from './transaction-list.service';
export { getTransaction, selectTransactions } from './transactions.repository';
export { transactionsRoutes } from './transactions.routes';
