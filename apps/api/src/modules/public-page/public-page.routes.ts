import { FileResponseSchema } from '@marketday/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeAuth } from '../../plugins/route-auth';
import { icsCalendar, marketDayEvents } from '../calendars';
import { marketDaysAhead } from '../season';
import { renderMarketPage } from './market-page.html';
import { renderNotFound } from './not-found.html';
import { type PageLanguage, pageLanguage, takeLanguageParameter, varyByLanguage } from './page-language';
import { renderPoster } from './poster.html';
import { loadPublicMarket, loadPublicPage } from './public-page.data';

// A market's public page and its poster (docs/product.md §18, docs/decisions/028-public-market-page.md): HTML
// for anyone, signed in or not. Any slug is accepted by the schema and checked by the loader, so a bad one
// answers the friendly HTML 404 rather than the API's JSON 400. The pages speak the browser's language, or the
// one their switch chose (`?lang=en|es`, read by takeLanguageParameter before any check: page-language.ts).
const SlugParams = z.object({ slug: z.string() });
const page = {
  config: { ...routeAuth.public, checksOwnText: true },
  onRequest: takeLanguageParameter,
  schema: { params: SlugParams, response: { 200: FileResponseSchema, 404: FileResponseSchema } },
};
// Shoppers' phones and link previews may keep a page five minutes: an edit shows up within that. A page the
// Accept-Language header decided says so (Vary), so no cache hands a Spanish page to an English reader; a page
// whose `?lang` chose it is one language at that URL.
const CACHE = 'public, max-age=300';

function sendHtml(reply: FastifyReply, language: PageLanguage, body: string, status = 200) {
  return varyByLanguage(reply, language)
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', status === 200 ? CACHE : 'no-cache')
    .send(body);
}

export const publicPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const load = (slug: string, language: PageLanguage) => ({
    db,
    slug,
    appUrl: config.appUrl,
    now: app.ctx.now(),
    locale: language.locale,
  });

  app.get('/m/:slug', page, async (request, reply) => {
    const language = pageLanguage(request);
    const found = await loadPublicPage(load(request.params.slug, language));
    return found
      ? sendHtml(reply, language, renderMarketPage(found, language))
      : sendHtml(reply, language, renderNotFound(language), 404);
  });

  // The market's dates as an iCalendar feed: the next twelve months, cancelled dates removed. The feed is the
  // same in every language (the market's name and dates); only its not-found page is said in the reader's.
  app.get('/m/:slug/calendar.ics', page, async (request, reply) => {
    const language = pageLanguage(request);
    const found = await loadPublicMarket(load(request.params.slug, language));
    if (!found) return sendHtml(reply, language, renderNotFound(language), 404);
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
    const language = pageLanguage(request);
    const found = await loadPublicMarket(load(request.params.slug, language));
    return found
      ? sendHtml(reply, language, renderPoster(found.market, language))
      : sendHtml(reply, language, renderNotFound(language), 404);
  });
};
