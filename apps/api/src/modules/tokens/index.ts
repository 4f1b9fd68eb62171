// The tokens module's public face: other modules and the app import it only through this file.

export type { LedgerAppend } from './ledger.repository';
export { appendLedgerEntries, appendLedgerEntry, tokenCountSql } from './ledger.repository';
export { marketTokenNames } from './tokens.repository';
export { tokensRoutes } from './tokens.routes';
