import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { getWithHeaders } from '../../../test/clients';
import { marketVendor, publishedMarket, visit } from '../../../test/public-page-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { markets } from '../../db/schema';

// docs/product.md §18: the public market page at /m/{slug}, for a signed-out visitor.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-28T18:00:00Z')) }));

const PAGE_URL = 'http://marketday.test/m/davis-downtown';
const SECRETS = {
  phone: '555-987-6543',
  receiptEmail: 'private-farm@example.com',
  producerNames: 'Zoe Hidden',
};

async function fixture() {
  const { market } = await publishedMarket(t, {
    slug: 'davis-downtown',
    rules: 'Dogs on a short leash.\nNo smoking.',
  });
  await marketVendor(t, {
    marketId: market.id,
    businessName: 'Sunny Acres Farm',
    listed: true,
    products: [{ name: 'Heirloom tomatoes', category: 'produce', seasonality: [6, 7, 8, 9] }],
    secrets: SECRETS,
  });
  await marketVendor(t, { marketId: market.id, businessName: 'Quiet Orchard', listed: false });
  // Kept on file by the manager: even marked listed, a vendor without an account never chose to be.
  await marketVendor(t, {
    marketId: market.id,
    businessName: 'Kept Vendor Co',
    listed: true,
    account: false,
    secrets: { phone: '555-000-1111' },
  });
  await marketVendor(t, { marketId: null, businessName: 'Elsewhere Farm', listed: true });
  return market;
}

describe('GET /m/:slug', () => {
  it('answers a signed-out visitor with the page: name, schedule, map link, rules, days, tokens, directory', async () => {
    await fixture();
    const response = await visit(t, '/m/davis-downtown');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = response.body;
    expect(body).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(body).toContain('<title>Downtown Farmers Market · Farmers market</title>');
    expect(body).toContain('<meta name="description" content="Downtown Farmers Market: Saturdays, 8:00 AM');
    expect(body).toContain('<meta property="og:title" content="Downtown Farmers Market · Farmers market">');
    expect(body).toContain('<meta property="og:description" content="Downtown Farmers Market: Saturdays');
    expect(body).toContain(`<meta property="og:url" content="${PAGE_URL}">`);
    expect(body).toContain('<meta property="og:type" content="website">');
    expect(body).toContain(`<link rel="canonical" href="${PAGE_URL}">`);
    expect(body).toContain('<h1>Downtown Farmers Market</h1>');
    expect(body).toContain('Saturdays, 8:00 AM – 1:00 PM');
    expect(body).toContain(
      'href="https://www.openstreetmap.org/search?query=301%20C%20St%2C%20Davis%2C%20CA%2095616"',
    );
    expect(body).toContain('<p class="rules">Dogs on a short leash.\nNo smoking.</p>');
    expect(body).toContain('<li>Today, Saturday, November 28, 8:00 AM – 1:00 PM</li>');
    expect(body).toContain('CalFresh');
    expect(body).toContain('<h3>Sunny Acres Farm</h3>');
    expect(body).toContain('Heirloom tomatoes <span class="muted">· Produce · Jun–Sep</span>');
    expect(body).toContain(`href="${PAGE_URL}/poster"`);
    // No script runs: the one script element is schema.org data (docs/season.md "Calendars").
    expect(body.replace(/<script type="application\/ld\+json">[^<]*<\/script>/, '')).not.toContain('<script');
  });

  it('shows no private data and no vendor who is not in the directory', async () => {
    const market = await fixture();
    const body = (await visit(t, '/m/davis-downtown')).body;
    for (const secret of [...Object.values(SECRETS), '555-000-1111', 'market@example.com', '530-555-0100']) {
      expect(body).not.toContain(secret);
    }
    for (const hidden of ['Quiet Orchard', 'Kept Vendor Co', 'Elsewhere Farm'])
      expect(body).not.toContain(hidden);
    expect(body).not.toContain(market.id);
    expect(body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/);
    // Fees and the government fee are the manager's business.
    expect(body).not.toMatch(/fee|\$\d/i);
  });

  it('escapes what managers and vendors typed', async () => {
    const { market } = await publishedMarket(t, {
      slug: 'escape-test',
      rules: '<img src=x onerror=alert(1)> & "quotes"',
      market: { name: 'Market <b>bold</b>' },
    });
    await marketVendor(t, {
      marketId: market.id,
      businessName: '<script>alert("x")</script> & Sons',
      listed: true,
      products: [{ name: '"><svg onload=alert(1)>', category: 'honey' }],
    });
    const body = (await visit(t, '/m/escape-test')).body;
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('<img');
    expect(body).not.toContain('<svg');
    expect(body).not.toContain('<b>');
    expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons');
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(body).toContain('<title>Market &lt;b&gt;bold&lt;/b&gt; · Farmers market</title>');
    expect(body).toContain('&quot;&gt;&lt;svg onload=alert(1)&gt;');
    // In the schema.org data, `<` is a JSON escape: the name cannot close the script element.
    expect(body).toContain('"name":"Market \\u003cb>bold\\u003c/b>"');
  });

  it('answers the friendly HTML 404 for an unknown, turned-off, invalid or upper-case slug', async () => {
    await fixture();
    await publishedMarket(t, { slug: 'turned-off', enabled: false });
    const slugs = [
      'no-such-market',
      'turned-off',
      'Davis-Downtown',
      'DAVIS-DOWNTOWN',
      'ab',
      'bad_slug',
      '%3Cx%3E',
      // A control character in a visitor's link is a page not found too, not the API's JSON 400.
      'davis%00downtown',
    ];
    for (const slug of slugs) {
      for (const url of [`/m/${slug}`, `/m/${slug}/poster`]) {
        const response = await visit(t, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(response.body, url).toContain('<h1>We could not find this market page</h1>');
        expect(response.body, url).toContain('<a href="/">Go to the Marketday home page</a>');
        expect(response.body, url).toContain('<meta name="robots" content="noindex">');
      }
    }
    // A query the page does not read (a link tracker's) is ignored, control characters and all.
    const tracked = await visit(t, '/m/davis-downtown?utm_source=%00flyer');
    expect(tracked.statusCode).toBe(200);
    expect(tracked.headers['content-type']).toBe('text/html; charset=utf-8');
    // An API client asking for JSON gets the same page: the route is a page, not an API.
    const json = await getWithHeaders(t, '/m/nope', { accept: 'application/json' });
    expect(json.statusCode).toBe(404);
    expect(json.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('goes away when the manager turns the page off, and follows a new slug', async () => {
    const market = await fixture();
    await t.db.update(markets).set({ publicPageEnabled: false }).where(eq(markets.id, market.id));
    expect((await visit(t, '/m/davis-downtown')).statusCode).toBe(404);
    await t.db
      .update(markets)
      .set({ publicPageEnabled: true, publicSlug: 'davis-saturday' })
      .where(eq(markets.id, market.id));
    expect((await visit(t, '/m/davis-downtown')).statusCode).toBe(404);
    expect((await visit(t, '/m/davis-saturday')).statusCode).toBe(200);
  });

  it('travels compressed to a browser that accepts it', async () => {
    await fixture();
    const response = await getWithHeaders(t, '/m/davis-downtown', {
      accept: 'text/html',
      'accept-encoding': 'gzip',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
