// The tokens module's public face: other modules and the app import it only through this file.

export type { LedgerAnswer, LedgerAppend } from './ledger.repository';
export {
  appendLedgerEntries,
  appendLedgerEntry,
  LEDGER_REFUSE_RAISED,
  ledgerAppend,
  ledgerChainText,
  ledgerRefusalOf,
  tokenCountSql,
} from './ledger.repository';
export { marketTokenNames } from './tokens.repository';
export { tokensRoutes } from './tokens.routes';
