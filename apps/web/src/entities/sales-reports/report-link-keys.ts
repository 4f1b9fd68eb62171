// The day a signed report link shows (GET /sales-report-links/{token}, docs/product.md "Report links").
export const reportLinkKeys = {
  all: ['sales-report-links'] as const,
  day: (token: string) => [...reportLinkKeys.all, token] as const,
};
