import { html, htmlDocument, raw } from './html';
import { MARKET_PAGE_CSS } from './public-page.css';
import { marketDayLabel, type PublicMarket, type PublicPage, type PublicVendor } from './public-page.data';

// The public market page (docs/product.md §18): server-rendered, no script, rendered from PublicPage only.

/** The one-line summary for <meta name="description"> and og:description. */
export function marketDescription(market: PublicMarket): string {
  const where = market.address ? ` at ${market.address}` : '';
  return `${market.name}: ${market.weekday}, ${market.hours} (${market.season})${where}. Market days, vendors and accepted payment programs.`;
}

function nextDays(market: PublicMarket) {
  if (market.nextMarketDays.length === 0) return html`<p>No market days are scheduled.</p>`;
  const items = market.nextMarketDays.map(
    (day) =>
      html`<li>${day === market.today ? 'Today, ' : ''}${marketDayLabel(day, market.today)}, ${market.hours}</li>`,
  );
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

function accepted(market: PublicMarket) {
  if (market.accepted.length === 0) return '';
  const items = market.accepted.map(
    (token) => html`<li>${token.name} <span class="muted">(${token.program})</span></li>`,
  );
  return html`<section aria-labelledby="pay"><h2 id="pay">Tokens and programs accepted</h2>
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

function directory(vendors: readonly PublicVendor[]) {
  const body =
    vendors.length === 0
      ? html`<p class="muted">The vendor list is coming soon.</p>`
      : html`<ul class="vendors">${vendors.map(vendorCard)}</ul>`;
  return html`<section aria-labelledby="vendors"><h2 id="vendors">Vendors</h2>${body}</section>`;
}

export function renderMarketPage(page: PublicPage): string {
  const { market } = page;
  const address = market.address
    ? html`<p>${market.address}${market.mapUrl ? html` · <a href="${market.mapUrl}">Open in a map</a>` : ''}</p>`
    : '';
  const rules = market.rules
    ? html`<section aria-labelledby="rules"><h2 id="rules">Good to know</h2><p class="rules">${market.rules}</p></section>`
    : '';
  const body = html`<main>
<header><h1>${market.name}</h1>
<p class="when">${market.weekday}, ${market.hours}</p>
<p>Season: ${market.season}</p>
${address}</header>
<section aria-labelledby="days"><h2 id="days">Next market days</h2>${nextDays(market)}
<p><a href="${market.calendarUrl}">Add to calendar</a></p></section>
${accepted(market)}
${rules}
${directory(page.vendors)}
<footer><p><a href="${market.posterUrl}">Print a poster with a QR code to this page</a></p>
<p class="muted">Powered by <a href="/">Marketday</a></p></footer>
</main>
${eventsJsonLd(market)}`;
  return htmlDocument(
    {
      title: `${market.name} · Farmers market`,
      description: marketDescription(market),
      url: market.url,
      css: MARKET_PAGE_CSS,
    },
    body,
  );
}
