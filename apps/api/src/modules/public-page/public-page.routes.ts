import { FileResponseSchema } from '@marketday/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeAuth } from '../../plugins/route-auth';
import { icsCalendar, marketDayEvents } from '../calendars';
import { marketDaysAhead } from '../season';
import { renderMarketPage } from './market-page.html';
import { renderNotFound } from './not-found.html';
import { renderPoster } from './poster.html';
import { loadPublicMarket, loadPublicPage } from './public-page.data';

// A market's public page and its poster (docs/product.md §18, docs/decisions/028-public-market-page.md): HTML
// for anyone, signed in or not. Any slug is accepted by the schema and checked by the loader, so a bad one
// answers the friendly HTML 404 rather than the API's JSON 400.
const SlugParams = z.object({ slug: z.string() });
const page = {
  config: routeAuth.public,
  schema: { params: SlugParams, response: { 200: FileResponseSchema, 404: FileResponseSchema } },
};
// Shoppers' phones and link previews may keep a page five minutes: an edit shows up within that.
const CACHE = 'public, max-age=300';

function sendHtml(reply: FastifyReply, body: string, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', status === 200 ? CACHE : 'no-cache')
    .send(body);
}

export const publicPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const load = (slug: string) => ({ db, slug, appUrl: config.appUrl, now: app.ctx.now() });

  app.get('/m/:slug', page, async (request, reply) => {
    const found = await loadPublicPage(load(request.params.slug));
    return found ? sendHtml(reply, renderMarketPage(found)) : sendHtml(reply, renderNotFound(), 404);
  });

  // The market's dates as an iCalendar feed: the next twelve months, cancelled dates removed.
  app.get('/m/:slug/calendar.ics', page, async (request, reply) => {
    const found = await loadPublicMarket(load(request.params.slug));
    if (!found) return sendHtml(reply, renderNotFound(), 404);
    const at = app.ctx.now();
    const days = await marketDaysAhead({ db, market: found.calendar, now: at });
    const host = new URL(found.market.url).hostname;
    const events = marketDayEvents({
      market: found.calendar,
      days,
      uidPrefix: 'market',
      host,
      url: found.market.url,
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', CACHE)
      .send(icsCalendar({ name: found.market.name, events, now: at }));
  });

  app.get('/m/:slug/poster', page, async (request, reply) => {
    const found = await loadPublicMarket(load(request.params.slug));
    return found ? sendHtml(reply, renderPoster(found.market)) : sendHtml(reply, renderNotFound(), 404);
  });
};
