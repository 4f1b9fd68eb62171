// The API's path prefixes (docs/product.md §7): proxied to the Fastify server in development, and left to the
// network by the service worker's navigation fallback (build/navigation-denylist.ts). One list for both.
export const API_PREFIXES = [
  '/auth',
  '/users',
  '/market-managers',
  '/documents',
  '/notifications',
  '/email',
  '/vendors/self',
  '/admin',
  // A vendor's private calendar feed (/calendar/{secret}.ics, docs/season.md), read by calendar apps.
  '/calendar',
  // The load balancer's checks (docs/decisions/025-several-api-processes.md).
  '/health',
  '/ready',
];
