import { html, htmlDocument, raw } from './html';
import { ENGLISH, inLanguage, languageSwitch, type PageLanguage, publicPageMessages } from './page-language';
import { BASE_CSS } from './public-page.css';
import type { PublicMarket } from './public-page.data';
import { qrSvg } from './qr-svg';

// The printable poster of a public page: the market's name, day and hours, and a QR code to the page's absolute
// URL. One page on A4 or US Letter (size:auto with a margin that fits both). There is no print button: it would
// need a script, and the browser's own Print does the same. Its words are in the language chosen on it (a manager
// prints a Spanish poster from an English browser with the switch, which does not print); the QR code is the bare
// page address, so each shopper's phone opens the page in its own language.
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
.hint,.lang{display:none}
}
`;

export function renderPoster(market: PublicMarket, language: PageLanguage = ENGLISH): string {
  const t = publicPageMessages(language.locale);
  const qr = qrSvg({ text: market.url, label: t('posterQrLabel', { url: market.url }) });
  const body = html`<main class="poster">
${languageSwitch(language)}
<h1>${market.name}</h1>
<p class="when">${market.weekday}, ${market.hours}</p>
<p>${t('seasonLine', { season: market.season })}</p>
${market.address ? html`<p>${market.address}</p>` : ''}
${raw(qr)}
<p>${t('posterScan')}</p>
<p class="url">${market.url.replace(/^https?:\/\//, '')}</p>
<p class="hint muted">${t('posterPrintHint')} <a href="${inLanguage(market.url, language)}">${t('posterBack')}</a></p>
</main>`;
  return htmlDocument(
    {
      lang: language.locale,
      title: t('posterTitle', { name: market.name }),
      description: t('posterDescription', { name: market.name }),
      url: inLanguage(market.posterUrl, language),
      css: POSTER_CSS,
    },
    body,
  );
}
