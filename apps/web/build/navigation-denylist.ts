// Paths both the web app and the API answer (apps/api/src/plugins/client-routes.ts SHARED_CLIENT_PATHS): the
// path itself is a page of the app, what lies below it belongs to the API.
const SHARED_WITH_API = ['/documents'];
// Pages the API renders itself, for visitors without the app: a market's public page and its poster (/m/{slug},
// docs/product.md §18). Not API prefixes: the dev server must not send /markets to the API.
const SERVER_PAGES = /^\/m\//;

/**
 * Navigations the service worker leaves to the network instead of answering with the app (docs/decisions/
 * 022-offline-app-shell.md). Workbox tests them against the path and query of a navigation only: a fetch() is
 * never a navigation, so API calls reach the network whatever this list holds.
 * - API paths (docs/product.md §7, the prefixes vite.config.ts proxies), such as a signed document link
 *   (/documents/files/:id?expires&sig) opened in a new tab;
 * - the server-rendered public market pages (/m/…);
 * - a file's path (a dot in the last segment) that is not precached, such as a source map.
 */
export function navigationDenylist(apiPrefixes: readonly string[]): RegExp[] {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  return [
    ...apiPrefixes.map((prefix) =>
      SHARED_WITH_API.includes(prefix)
        ? new RegExp(`^${literal(prefix)}/`)
        : new RegExp(`^${literal(prefix)}(?:[/?]|$)`),
    ),
    SERVER_PAGES,
    /^[^?]*\/[^/?]+\.[^/?]+(?:\?|$)/,
  ];
}
