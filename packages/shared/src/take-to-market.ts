// Tokens a manager takes to a market day by hand may name a coming day (packed the night before, or for
// next week's market), up to a week ahead (docs/product.md §10): a year typed wrong is refused, not booked.
export const TAKE_TO_MARKET_DAYS_AHEAD = 7;
export const TAKE_TO_MARKET_TOO_FAR_MESSAGE = `Tokens can be taken to a market day at most ${TAKE_TO_MARKET_DAYS_AHEAD} days ahead. Choose an earlier day.`;
