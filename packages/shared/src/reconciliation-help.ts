// The words the screen uses; the help text defines every figure once.
export const RECONCILIATION_HELP =
  'Distributed: tokens given out on market days (day reports and hand-entered withdrawals). ' +
  'Redeemed: tokens vendors handed in at checkout. Returned: the tokens returned on day reports, ' +
  'which are the checkouts of nights that have a day report. Variance = distributed − redeemed: ' +
  'tokens still with shoppers (or lost); below zero, more came back than went out in this range. ' +
  'In hand: what you hold now.';
