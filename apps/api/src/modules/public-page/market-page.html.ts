import { html, htmlDocument, raw } from './html';
import {
  capitalized,
  ENGLISH,
  inLanguage,
  languageAlternates,
  languageSwitch,
  type PageLanguage,
  type PublicPageSay,
  publicPageMessages,
  withLink,
} from './page-language';
import { MARKET_PAGE_CSS } from './public-page.css';
import { marketDayLabel, type PublicMarket, type PublicPage, type PublicVendor } from './public-page.data';

// The public market page (docs/product.md §18): server-rendered, no script, rendered from PublicPage only, its
// fixed words in the reader's language (page-language.ts).

/** The one-line summary for <meta name="description"> and og:description. */
export function marketDescription(market: PublicMarket, t: PublicPageSay = publicPageMessages('en')): string {
  const values = { name: market.name, weekday: market.weekday, hours: market.hours, season: market.season };
  return market.address
    ? t('pageDescriptionAt', { ...values, address: market.address })
    : t('pageDescription', values);
}

function nextDays(market: PublicMarket, language: PageLanguage, t: PublicPageSay) {
  if (market.nextMarketDays.length === 0) return html`<p>${t('noMarketDays')}</p>`;
  const items = market.nextMarketDays.map((day) => {
    const date = marketDayLabel(day, market.today, language.locale);
    return html`<li>${
      day === market.today
        ? t('todayItem', { date, hours: market.hours })
        : `${capitalized(date, language.locale)}, ${market.hours}`
    }</li>`;
  });
  return html`${market.seasonNote ? html`<p>${market.seasonNote}</p>` : ''}<ul class="days">${items}</ul>`;
}

// schema.org Event data of the next dates (docs/season.md "Calendars"). `<` is written \u003c so that no text a
// manager typed can close the script element.
export function eventsJsonLd(market: PublicMarket) {
  if (market.events.length === 0) return '';
  const events = market.events.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: market.name,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: `https://schema.org/${event.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: market.name, ...(market.address ? { address: market.address } : {}) },
    url: market.url,
  }));
  const json = JSON.stringify(events).replace(/</g, '\\u003c');
  return html`<script type="application/ld+json">${raw(json)}</script>`;
}

function accepted(market: PublicMarket, t: PublicPageSay) {
  if (market.accepted.length === 0) return '';
  const items = market.accepted.map(
    (token) => html`<li>${token.name} <span class="muted">(${token.program})</span></li>`,
  );
  return html`<section aria-labelledby="pay"><h2 id="pay">${t('tokensAccepted')}</h2>
<ul class="tokens">${items}</ul></section>`;
}

function vendorCard(vendor: PublicVendor) {
  const products = vendor.products.map(
    (product) =>
      html`<li>${product.name} <span class="muted">· ${product.category}${product.seasonality ? ` · ${product.seasonality}` : ''}</span></li>`,
  );
  return html`<li class="vendor"><h3>${vendor.businessName}</h3>
<span class="badge">${vendor.type}</span>${products.length > 0 ? html`<ul>${products}</ul>` : ''}</li>`;
}

function directory(vendors: readonly PublicVendor[], t: PublicPageSay) {
  const body =
    vendors.length === 0
      ? html`<p class="muted">${t('vendorListSoon')}</p>`
      : html`<ul class="vendors">${vendors.map(vendorCard)}</ul>`;
  return html`<section aria-labelledby="vendors"><h2 id="vendors">${t('vendorsHeading')}</h2>${body}</section>`;
}

export function renderMarketPage(page: PublicPage, language: PageLanguage = ENGLISH): string {
  const { market } = page;
  const t = publicPageMessages(language.locale);
  const address = market.address
    ? html`<p>${market.address}${market.mapUrl ? html` · <a href="${market.mapUrl}">${t('openInMap')}</a>` : ''}</p>`
    : '';
  const rules = market.rules
    ? html`<section aria-labelledby="rules"><h2 id="rules">${t('goodToKnow')}</h2><p class="rules">${market.rules}</p></section>`
    : '';
  const poweredBy = withLink((marketday) => t('poweredBy', { marketday }), html`<a href="/">Marketday</a>`);
  const body = html`<main>
${languageSwitch(language)}
<header><h1>${market.name}</h1>
<p class="when">${market.weekday}, ${market.hours}</p>
<p>${t('seasonLine', { season: market.season })}</p>
${address}</header>
<section aria-labelledby="days"><h2 id="days">${t('nextMarketDays')}</h2>${nextDays(market, language, t)}
<p><a href="${inLanguage(market.calendarUrl, language)}">${t('addToCalendar')}</a></p></section>
${accepted(market, t)}
${rules}
${directory(page.vendors, t)}
<footer><p><a href="${inLanguage(market.posterUrl, language)}">${t('printPoster')}</a></p>
<p class="muted">${poweredBy}</p></footer>
</main>
${eventsJsonLd(market)}`;
  return htmlDocument(
    {
      lang: language.locale,
      title: t('pageTitle', { name: market.name }),
      description: marketDescription(market, t),
      url: inLanguage(market.url, language),
      alternates: languageAlternates(market.url),
      css: MARKET_PAGE_CSS,
    },
    body,
  );
}
