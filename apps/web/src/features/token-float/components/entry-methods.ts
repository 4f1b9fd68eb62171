import type { TokenFloatMethod, TokenProgram } from '@marketday/shared';

// How a shopper usually pays for a program's tokens: SNAP on the EBT terminal, card tokens on the card terminal,
// incentive tokens as a free match, market bucks in cash. The form starts there; the booth can choose another.
export const METHOD_FOR_PROGRAM: Record<TokenProgram, TokenFloatMethod> = {
  SNAP: 'EBT',
  CREDIT_CARD: 'CARD',
  INCENTIVE: 'MATCH',
  MARKET_BUCKS: 'CASH',
  OTHER: 'OTHER',
};
