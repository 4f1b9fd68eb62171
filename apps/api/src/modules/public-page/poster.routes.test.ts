import { gzipSync } from 'node:zlib';
import { PRODUCT_CATEGORIES } from '@marketday/shared';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { marketVendor, publishedMarket, visit } from '../../../test/public-page-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { QR_BORDER, qrPath } from './qr-svg';

const t = useTestApp();

const PAGE_URL = 'http://marketday.test/m/davis-downtown';

// The dark modules drawn by the SVG path (`M{x} {y}h{run}v1h-{run}z` runs), back as a matrix.
function matrixOfPath(d: string, size: number): boolean[][] {
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i += 1) {
      const row = matrix[Number(y)];
      if (row) row[Number(x) + i] = true;
    }
  }
  return matrix;
}

describe('GET /m/:slug/poster', () => {
  it('prints the market name, day and hours with a QR code of the exact page URL', async () => {
    await publishedMarket(t, { slug: 'davis-downtown' });
    const response = await visit(t, '/m/davis-downtown/poster');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = response.body;
    expect(body).toContain('<h1>Downtown Farmers Market</h1>');
    expect(body).toContain('Saturdays, 8:00 AM – 1:00 PM');
    expect(body).toContain('@media print');
    expect(body).toContain(`<a href="${PAGE_URL}">Back to the market page</a>`);
    expect(body).not.toContain('<script');

    const svg = body.match(/<svg [^>]*viewBox="0 0 (\d+) \1"[^>]*>.*?<\/svg>/s);
    expect(svg, 'an inline SVG QR code').not.toBeNull();
    expect(svg?.[0]).toContain(`aria-label="QR code linking to ${PAGE_URL}"`);
    const size = Number(svg?.[1]);
    const d = svg?.[0].match(/<path fill="#000" d="([^"]+)"/)?.[1] ?? '';
    // The drawing is module for module the QR code uqr encodes from the page's URL, quiet zone included…
    const expected = encode(PAGE_URL, { ecc: 'M', border: QR_BORDER });
    expect(size).toBe(expected.size);
    expect(matrixOfPath(d, size)).toEqual(expected.data);
    // …and not that of any other text (a trailing slash, another slug).
    for (const other of [`${PAGE_URL}/`, 'http://marketday.test/m/davis-downtowm']) {
      expect(qrPath(encode(other, { ecc: 'M', border: QR_BORDER }).data)).not.toBe(d);
    }
  });
});

// Made-up words from a seeded generator: names that compress like real ones, not like a repeated pattern.
function wordMaker(seed: number) {
  let state = seed;
  const syllables = [
    'ba',
    'ker',
    'ro',
    'san',
    'til',
    'mo',
    've',
    'ga',
    'lin',
    'dor',
    'pe',
    'wu',
    'chi',
    'ne',
  ];
  return (syllableCount: number) => {
    let word = '';
    for (let i = 0; i < syllableCount; i += 1) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      word += syllables[state % syllables.length];
    }
    return word.charAt(0).toUpperCase() + word.slice(1);
  };
}

describe('page weight', () => {
  it('stays under 50 KB gzipped with a directory of 60 vendors of 8 products each', async () => {
    const { market } = await publishedMarket(t, {
      slug: 'big-market',
      rules: 'Please bring your own bags. Dogs on a short leash. No smoking anywhere in the market.\n'.repeat(
        10,
      ),
    });
    const word = wordMaker(42);
    for (let v = 0; v < 60; v += 1) {
      await marketVendor(t, {
        marketId: market.id,
        businessName: `${word(3)} ${word(2)} Family Farm & Orchard`,
        listed: true,
        products: Array.from({ length: 8 }, (_, p) => ({
          name: `${word(3)} ${word(2)} ${word(4)}, heirloom`,
          category: PRODUCT_CATEGORIES[(v + p) % PRODUCT_CATEGORIES.length] ?? 'produce',
          seasonality: p % 2 ? [5, 6, 7, 8, 9] : [11, 12, 1, 2],
        })),
      });
    }
    const response = await visit(t, '/m/big-market');
    expect(response.statusCode).toBe(200);
    expect(response.body.match(/<li class="vendor">/g)).toHaveLength(60);
    const gzipped = gzipSync(Buffer.from(response.body)).length;
    console.info(
      `public page, 60 vendors × 8 products: ${response.body.length} bytes, ${gzipped} bytes gzipped`,
    );
    expect(gzipped).toBeLessThan(50 * 1024);
  }, 60_000);
});
