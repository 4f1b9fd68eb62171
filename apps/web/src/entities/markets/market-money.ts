import { type Cents, dollarsAsCents, type Market } from '@marketday/shared';

// Issue 29, item 4: a market's money read in cents here. The market itself keeps the answer's dollars (its settings
// form sends them back unchanged in the save body); a screen that shows an amount asks for it in cents. Its tokens'
// values are the tokens entity's (tokenValueCents).

/** The government fee charged per checkout, in cents. */
export function marketGovFeeCents(market: Pick<Market, 'gov_fee'>): Cents {
  return dollarsAsCents.decode(market.gov_fee);
}
