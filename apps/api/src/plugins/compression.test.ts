import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getWithHeaders } from '../../test/clients';
import { createMarket, signedInManager } from '../../test/market-fixtures';
import { writeWebDist } from '../../test/web-dist';

// A built web app as apps/web/build/precompress.ts leaves it: each text file beside its .br and .gz copies.
const script = `export const greeting = ${JSON.stringify('hello market '.repeat(200))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

let t: TestApp;
let web: string;
beforeAll(async () => {
  const files = { 'assets/index-Ab12Cd34.js': script, 'index.html': html };
  web = writeWebDist(
    Object.fromEntries(
      Object.entries(files).flatMap(([name, text]) => [
        [name, text],
        [`${name}.br`, brotliCompressSync(text)],
        // Level 1: bytes that compressing on the fly (level 6) would not give, so a test can tell the copy was sent.
        [`${name}.gz`, gzipSync(text, { level: constants.Z_BEST_SPEED })],
      ]),
    ),
  );
  t = await buildTestApp({ env: { WEB_DIST: web } });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const asset = (acceptEncoding?: string) =>
  getWithHeaders(t, '/assets/index-Ab12Cd34.js', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

describe('the web app’s files', () => {
  it('sends a hashed asset as its brotli copy when the browser accepts br, cached for a year as immutable', async () => {
    const response = await asset('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(readFileSync(path.join(web, 'assets/index-Ab12Cd34.js.br')));
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const response = await asset('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload).toEqual(readFileSync(path.join(web, 'assets/index-Ab12Cd34.js.gz')));
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself when no encoding is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await asset(acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(script);
      expect(response.headers['cache-control']).toContain('immutable');
    }
  });

  it('answers a client route with index.html, compressed, that is revalidated on every visit', async () => {
    const response = await getWithHeaders(t, '/login', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
    const plain = await getWithHeaders(t, '/markets', { accept: 'text/html' });
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(html);
  });

  it('answers /index.html itself to a fetch that does not ask for HTML (the service worker precaching it)', async () => {
    const response = await getWithHeaders(t, '/index.html?__WB_REVISION__=abc123', { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(html);
    const other = await getWithHeaders(t, '/login', { accept: '*/*' });
    expect(other.statusCode).toBe(404);
  });

  it('still answers an unknown API path with the JSON 404', async () => {
    const response = await getWithHeaders(t, '/assets/missing.js', {
      accept: 'application/json',
      'accept-encoding': 'br',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(404);
  });
});

describe('API answers', () => {
  it('compresses a JSON answer over 1 KB for a client that accepts it, and not for one that does not', async () => {
    const manager = await signedInManager(t);
    for (const name of ['North', 'South', 'East', 'West'])
      await createMarket(manager, { name: `${name} Market` });
    const request = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/market-managers/markets',
        headers: {
          authorization: `Bearer ${manager.token}`,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });
    const plain = await request();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await request('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await request('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small JSON answer as it is', async () => {
    const response = await getWithHeaders(t, '/no-such-api', {
      accept: 'application/json',
      'accept-encoding': 'br, gzip',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().status).toBe(404);
  });
});
