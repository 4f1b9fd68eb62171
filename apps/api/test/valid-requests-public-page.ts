import { eq } from 'drizzle-orm';
import { markets } from '../src/db/schema';
import type { EntryTable } from './valid-request-targets';
import { freshName, type World } from './valid-request-worlds';

// Valid requests for the public market page and its poster (docs/product.md §18; see valid-requests.ts): the
// caller's market has its page turned on at a slug of its own first, as its manager would.
async function publishedMarket(w: World) {
  const slug = freshName('page-').toLowerCase();
  await w.t.db
    .update(markets)
    .set({ publicSlug: slug, publicPageEnabled: true })
    .where(eq(markets.id, w.own.market));
  return { slug };
}

export const PUBLIC_PAGE_REQUESTS: EntryTable = {
  'GET /m/:slug': {
    prepare: publishedMarket,
    request: (_w, fresh) => ({ url: `/m/${fresh.slug}`, headers: { accept: 'text/html' } }),
  },
  'GET /m/:slug/poster': {
    prepare: publishedMarket,
    request: (_w, fresh) => ({ url: `/m/${fresh.slug}/poster`, headers: { accept: 'text/html' } }),
  },
  'GET /m/:slug/calendar.ics': {
    prepare: publishedMarket,
    request: (_w, fresh) => ({ url: `/m/${fresh.slug}/calendar.ics` }),
  },
  // The feed of the vendor of the caller's world, at the path of the link the vendor reads on their screen.
  'GET /calendar/:token.ics': {
    prepare: async (w) => {
      const response = await w.vendor.api('GET', '/vendors/self/calendar');
      return { path: new URL(response.json<{ url: string }>().url).pathname };
    },
    request: (_w, fresh) => ({ url: fresh.path ?? '' }),
  },
};
