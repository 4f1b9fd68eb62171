import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { marketVendor, publishedMarket, visit } from '../../../test/public-page-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { QR_BORDER, qrPath } from './qr-svg';

// docs/i18n.md: the public page, its poster and its not-found page speak the browser's language, or the one the
// page's switch chose (?lang=en|es); the market's own words stay as written. Saturday 28 November 2026, 10:00 in
// California: today is a market day.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-28T18:00:00Z')) }));

const PAGE_URL = 'http://marketday.test/m/davis-downtown';
const SPANISH = { accept: 'text/html', 'accept-language': 'es-US,es;q=0.9,en;q=0.5' };

async function fixture() {
  const { market } = await publishedMarket(t, {
    slug: 'davis-downtown',
    rules: 'Dogs on a short leash.\nNo smoking.',
    market: {
      tokens: [
        { name: 'EBT', per_dollar_value: 1, count: 10, program: 'SNAP' },
        {
          name: 'Match',
          per_dollar_value: 1,
          count: 10,
          program: 'INCENTIVE',
          program_name: 'Market Match',
        },
      ],
    },
  });
  await marketVendor(t, {
    marketId: market.id,
    businessName: 'Sunny Acres Farm',
    listed: true,
    products: [
      { name: 'Heirloom tomatoes', category: 'produce', seasonality: [6, 7, 8, 9] },
      { name: 'Eggs', category: 'dairy_eggs', seasonality: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
    ],
  });
  return market;
}

const get = (url: string, headers: Record<string, string> = { accept: 'text/html' }) =>
  t.app.inject({ method: 'GET', url, headers });

const varyOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((value) => value.trim());

// The fixed English of each page: none of it may remain in the Spanish one.
const ENGLISH_PAGE = [
  'Farmers market</title>',
  'Season:',
  'Open in a map',
  'Next market days',
  'Today,',
  'Add to calendar',
  'Tokens and programs accepted',
  'Good to know',
  '>Vendors<',
  'Print a poster',
  'Powered by',
  'Saturday',
  'Year-round',
  'Producer',
  'AM',
  'Market days, vendors',
];
const ENGLISH_POSTER = [
  'Poster ·',
  'A printable poster',
  'QR code linking to',
  'Season:',
  'Scan for market days',
  'Print this page',
  'Back to the market page',
  'Saturdays',
];

describe('the public page in Spanish', () => {
  it('follows Accept-Language: every fixed word in Spanish, the market’s own words as written', async () => {
    await fixture();
    const response = await get('/m/davis-downtown', SPANISH);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-language']).toBe('es');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(varyOf(response)).toContain('accept-language');
    const body = response.body;
    expect(body).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(body).toContain('<title>Downtown Farmers Market · Mercado de agricultores</title>');
    expect(body).toContain(
      '<meta name="description" content="Downtown Farmers Market: Sábados, 8:00 a.m. – 1:00 p.m. (Todo el año), en 301 C St, Davis, CA 95616. Días de mercado, vendedores y programas de pago que se aceptan.">',
    );
    expect(body).toContain('<p class="when">Sábados, 8:00 a.m. – 1:00 p.m.</p>');
    expect(body).toContain('<p>Temporada: Todo el año</p>');
    expect(body).toContain('>Abrir en un mapa</a>');
    expect(body).toContain('<h2 id="days">Próximos días de mercado</h2>');
    expect(body).toContain('<li>Hoy, sábado, 28 de noviembre, 8:00 a.m. – 1:00 p.m.</li>');
    expect(body).toContain('<li>Sábado, 5 de diciembre, 8:00 a.m. – 1:00 p.m.</li>');
    expect(body).toContain('>Agregar al calendario</a>');
    expect(body).toContain('<h2 id="pay">Fichas y programas que se aceptan</h2>');
    // Program names stay as they are (SNAP, Market Match); only the kind of program is said in Spanish.
    expect(body).toContain('<li>EBT <span class="muted">(SNAP)</span></li>');
    expect(body).toContain('<li>Match <span class="muted">(Incentivo: Market Match)</span></li>');
    expect(body).toContain('<h2 id="rules">Para tener en cuenta</h2>');
    expect(body).toContain('<p class="rules">Dogs on a short leash.\nNo smoking.</p>');
    expect(body).toContain('<h2 id="vendors">Vendedores</h2>');
    expect(body).toContain('<h3>Sunny Acres Farm</h3>\n<span class="badge">Productor</span>');
    expect(body).toContain('Heirloom tomatoes <span class="muted">· Frutas y verduras · Jun–Sept</span>');
    expect(body).toContain('Eggs <span class="muted">· Lácteos y huevos · Todo el año</span>');
    expect(body).toContain(
      `<a href="${PAGE_URL}/poster">Imprimir un cartel con un código QR de esta página</a>`,
    );
    expect(body).toContain('<p class="muted">Funciona con <a href="/">Marketday</a></p>');
    for (const english of ENGLISH_PAGE) expect(body, english).not.toContain(english);
  });

  it('says when an out-of-season market is back, in Spanish, and an empty directory', async () => {
    await publishedMarket(t, {
      slug: 'riverside-evening',
      market: { day_of_week: 'WEDNESDAY', season: { start: 4, end: 9 }, address: null },
    });
    const body = (await get('/m/riverside-evening', SPANISH)).body;
    expect(body).toContain('<p>Temporada: mayo – octubre</p>');
    expect(body).toContain(
      '<p>El mercado está fuera de temporada. Vuelve el miércoles, 5 de mayo de 2027.</p>',
    );
    expect(body).toContain('<li>Miércoles, 5 de mayo de 2027, 8:00 a.m. – 1:00 p.m.</li>');
    expect(body).toContain('<p class="muted">Pronto publicaremos la lista de vendedores.</p>');
    expect(body).not.toContain('out of season');
  });

  it('reads the header by its weights: Spanish first wins, English first or an unknown language is English', async () => {
    await fixture();
    const langOf = async (header: string) =>
      (await get('/m/davis-downtown', { accept: 'text/html', 'accept-language': header })).body.match(
        /<html lang="(\w+)">/,
      )?.[1];
    expect(await langOf('es-MX')).toBe('es');
    expect(await langOf('en;q=0.5, es;q=0.8')).toBe('es');
    expect(await langOf('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(await langOf('fr-FR, de;q=0.9')).toBe('en');
    expect(await langOf('*')).toBe('en');
  });
});

describe('the language switch', () => {
  it('names each language in itself, marks the current one and reloads the page with ?lang', async () => {
    await fixture();
    const english = (await visit(t, '/m/davis-downtown')).body;
    expect(english).toContain(
      '<nav class="lang" aria-label="Language"><a href="?lang=en" hreflang="en" lang="en" aria-current="true">English</a> · <a href="?lang=es" hreflang="es" lang="es">Español</a></nav>',
    );
    const spanish = (await get('/m/davis-downtown', SPANISH)).body;
    expect(spanish).toContain(
      '<nav class="lang" aria-label="Idioma"><a href="?lang=en" hreflang="en" lang="en">English</a> · <a href="?lang=es" hreflang="es" lang="es" aria-current="true">Español</a></nav>',
    );
    // Search engines find both versions, and the header-decided address as the default.
    for (const body of [english, spanish]) {
      expect(body).toContain(`<link rel="alternate" hreflang="en" href="${PAGE_URL}?lang=en">`);
      expect(body).toContain(`<link rel="alternate" hreflang="es" href="${PAGE_URL}?lang=es">`);
      expect(body).toContain(`<link rel="alternate" hreflang="x-default" href="${PAGE_URL}">`);
    }
  });

  it('?lang=en wins over a Spanish browser, and the page’s links keep it', async () => {
    await fixture();
    const response = await get('/m/davis-downtown?lang=en', SPANISH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('en');
    // The URL decides this page, not the header: nothing to vary on.
    expect(varyOf(response)).not.toContain('accept-language');
    const body = response.body;
    expect(body).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(body).toContain('<li>Today, Saturday, November 28, 8:00 AM – 1:00 PM</li>');
    expect(body).toContain(`<link rel="canonical" href="${PAGE_URL}?lang=en">`);
    expect(body).toContain(`<meta property="og:url" content="${PAGE_URL}?lang=en">`);
    expect(body).toContain(`<a href="${PAGE_URL}/poster?lang=en">`);
    expect(body).toContain(`<a href="${PAGE_URL}/calendar.ics?lang=en">`);
    expect(body).not.toContain('Próximos');
  });

  it('?lang=es wins over an English browser, on the page and on its poster', async () => {
    await fixture();
    const page = await visit(t, '/m/davis-downtown?lang=es');
    expect(page.body).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(page.body).toContain('<h2 id="days">Próximos días de mercado</h2>');
    expect(page.body).toContain(`<a href="${PAGE_URL}/poster?lang=es">`);
    expect(varyOf(page)).not.toContain('accept-language');
    const poster = await visit(t, '/m/davis-downtown/poster?lang=es');
    expect(poster.body).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(poster.body).toContain(`<a href="${PAGE_URL}?lang=es">Volver a la página del mercado</a>`);
    expect(poster.body).toContain(`<link rel="canonical" href="${PAGE_URL}/poster?lang=es">`);
  });

  it('drops a hostile or unknown lang and lets the header decide, never echoing it', async () => {
    await fixture();
    const long = 'e'.repeat(5_000);
    const hostile = [
      { query: 'lang=%00', echo: '\u0000' },
      { query: 'lang=es%00', echo: 'es\u0000' },
      { query: `lang=${long}`, echo: long },
      { query: 'lang=fr', echo: 'lang=fr' },
      { query: 'lang=ES', echo: 'lang=ES' },
      { query: 'lang=%3Cscript%3Ealert(1)%3C%2Fscript%3E', echo: '<script>alert' },
      { query: 'lang=%22%3E%3Cb%3E', echo: '"><b>' },
      { query: 'lang=en&lang=es', echo: 'lang=en&' },
      { query: 'lang[x]=es', echo: 'lang[x]' },
    ];
    for (const { query, echo } of hostile) {
      for (const path of ['/m/davis-downtown', '/m/davis-downtown/poster', '/m/no-such-market']) {
        const url = `${path}?${query}`;
        for (const [headers, lang] of [
          [{ accept: 'text/html' }, 'en'],
          [SPANISH, 'es'],
        ] as const) {
          const response = await get(url, headers);
          expect(response.statusCode, url).toBe(path === '/m/no-such-market' ? 404 : 200);
          expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
          expect(response.body, url).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${lang}">`));
          expect(response.body, url).not.toContain(echo);
          expect(varyOf(response), url).toContain('accept-language');
        }
      }
    }
    // Any other parameter is one the page never reads: ignored, whatever it holds (not the API's JSON 400).
    const other = await get('/m/davis-downtown?other=%00');
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('\u0000');
  });
});

describe('the poster in Spanish', () => {
  it('prints its words in Spanish, with a QR code of the bare page address', async () => {
    await fixture();
    const response = await get('/m/davis-downtown/poster', SPANISH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(varyOf(response)).toContain('accept-language');
    const body = response.body;
    expect(body).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(body).toContain('<title>Cartel · Downtown Farmers Market</title>');
    expect(body).toContain(
      '<meta name="description" content="Un cartel para imprimir con un código QR que lleva a la página pública de Downtown Farmers Market.">',
    );
    expect(body).toContain('<h1>Downtown Farmers Market</h1>');
    expect(body).toContain('<p class="when">Sábados, 8:00 a.m. – 1:00 p.m.</p>');
    expect(body).toContain('<p>Temporada: Todo el año</p>');
    expect(body).toContain(
      '<p>Escanee para ver los días de mercado, los vendedores y los programas que se aceptan</p>',
    );
    expect(body).toContain('Imprima esta página (Ctrl+P o ⌘P) en papel A4 o carta.');
    // The header chose Spanish: the way back is the bare address, read again by the same header.
    expect(body).toContain(`<a href="${PAGE_URL}">Volver a la página del mercado</a>`);
    // The switch is for the screen: it does not print.
    expect(body).toContain('.hint,.lang{display:none}');
    expect(body).toContain('<nav class="lang" aria-label="Idioma">');
    for (const english of ENGLISH_POSTER) expect(body, english).not.toContain(english);

    // Whatever the poster's language, its QR code opens the page at its bare address, in each phone's language.
    const svg = body.match(/<svg [^>]*>.*?<\/svg>/s)?.[0] ?? '';
    expect(svg).toContain(`aria-label="Código QR que lleva a ${PAGE_URL}"`);
    const d = svg.match(/<path fill="#000" d="([^"]+)"/)?.[1];
    expect(d).toBe(qrPath(encode(PAGE_URL, { ecc: 'M', border: QR_BORDER }).data));
  });
});

describe('the not-found page in Spanish', () => {
  it('answers in the reader’s language, with the switch', async () => {
    for (const url of ['/m/no-such-market', '/m/no-such-market/poster', '/m/no-such-market/calendar.ics']) {
      const response = await get(url, SPANISH);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(varyOf(response), url).toContain('accept-language');
      const body = response.body;
      expect(body, url).toMatch(/^<!doctype html>\n<html lang="es">/);
      expect(body, url).toContain('<title>No se encontró la página del mercado · Marketday</title>');
      expect(body, url).toContain('<h1>No pudimos encontrar esta página del mercado</h1>');
      expect(body, url).toContain('<a href="/">Ir a la página de inicio de Marketday</a>');
      expect(body, url).toContain('<meta name="robots" content="noindex">');
      expect(body, url).toContain('<a href="?lang=en" hreflang="en" lang="en">English</a>');
    }
    const chosen = await visit(t, '/m/no-such-market?lang=es');
    expect(chosen.body).toContain('<h1>No pudimos encontrar esta página del mercado</h1>');
    const english = await get('/m/no-such-market?lang=en', SPANISH);
    expect(english.body).toContain('<h1>We could not find this market page</h1>');
  });
});

describe('caching across languages', () => {
  it('a page the header decided varies by it, beside the compression’s Vary', async () => {
    await fixture();
    const response = await get('/m/davis-downtown', { ...SPANISH, 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(varyOf(response)).toEqual(expect.arrayContaining(['accept-language', 'accept-encoding']));
    // An English reader with no language at all: still the header's page, so still Vary.
    const english = await visit(t, '/m/davis-downtown');
    expect(english.headers['content-language']).toBe('en');
    expect(varyOf(english)).toContain('accept-language');
  });

  it('the calendar feed is one file in every language', async () => {
    await fixture();
    const english = await get('/m/davis-downtown/calendar.ics', { accept: 'text/calendar' });
    const spanish = await get('/m/davis-downtown/calendar.ics?lang=es', {
      ...SPANISH,
      accept: 'text/calendar',
    });
    expect(english.statusCode).toBe(200);
    expect(spanish.body).toBe(english.body);
    expect(varyOf(english)).not.toContain('accept-language');
  });
});
