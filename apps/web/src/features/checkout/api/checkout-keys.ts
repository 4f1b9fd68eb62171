export type CheckoutContextRef = { marketId: string; marketDate: string };

export const checkoutKeys = {
  all: ['checkout'] as const,
  context: ({ marketId, marketDate }: CheckoutContextRef) =>
    [...checkoutKeys.all, 'context', marketId, marketDate] as const,
};
