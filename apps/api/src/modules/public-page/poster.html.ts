import { html, htmlDocument, raw } from './html';
import { BASE_CSS } from './public-page.css';
import type { PublicMarket } from './public-page.data';
import { qrSvg } from './qr-svg';

// The printable poster of a public page: the market's name, day and hours, and a QR code to the page's absolute
// URL. One page on A4 or US Letter (size:auto with a margin that fits both). There is no print button: it would
// need a script, and the browser's own Print does the same.
const POSTER_CSS = `${BASE_CSS}
.poster{text-align:center;max-width:40rem}
.poster h1{font-size:2.25rem}
.when{font-size:1.35rem;font-weight:600;margin:.5rem 0}
.qr{display:block;width:min(80vw,18rem);height:auto;margin:1.5rem auto}
.url{font-size:1.1rem;font-weight:600}
.hint{margin-top:1.5rem}
@page{size:auto;margin:15mm}
@media print{
body{background:#fff}
.poster h1{font-size:40pt}
.when{font-size:22pt}
.qr{width:110mm}
.url{font-size:16pt}
.hint{display:none}
}
`;

export function renderPoster(market: PublicMarket): string {
  const qr = qrSvg({ text: market.url, label: `QR code linking to ${market.url}` });
  const body = html`<main class="poster">
<h1>${market.name}</h1>
<p class="when">${market.weekday}, ${market.hours}</p>
<p>Season: ${market.season}</p>
${market.address ? html`<p>${market.address}</p>` : ''}
${raw(qr)}
<p>Scan for market days, vendors and accepted programs</p>
<p class="url">${market.url.replace(/^https?:\/\//, '')}</p>
<p class="hint muted">Print this page (Ctrl+P or ⌘P) on A4 or Letter paper. <a href="${market.url}">Back to the market page</a></p>
</main>`;
  return htmlDocument(
    {
      title: `Poster · ${market.name}`,
      description: `A printable poster with a QR code to the public page of ${market.name}.`,
      url: market.posterUrl,
      css: POSTER_CSS,
    },
    body,
  );
}
