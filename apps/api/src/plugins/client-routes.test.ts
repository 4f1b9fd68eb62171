import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getWithHeaders } from '../../test/clients';
import { bearer, insertVendorUser, tokensFor } from '../../test/factories';
import { writeWebDist } from '../../test/web-dist';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = writeWebDist();
  t = await buildTestApp({ env: { WEB_DIST: web } });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('paths shared by the web app and the API', () => {
  it('gives a browser navigation to /documents the web app, and an API call the documents', async () => {
    const page = await getWithHeaders(t, '/documents', { accept: 'text/html,application/xhtml+xml' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const { user } = await insertVendorUser(t.db);
    const api = await t.app.inject({
      method: 'GET',
      url: '/documents',
      headers: { accept: 'application/json', ...bearer((await tokensFor(t, user.username)).access_token) },
    });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({ data: [], total_count: 0 });
    expect((await getWithHeaders(t, '/documents', { accept: 'application/json' })).statusCode).toBe(401);
  });

  it('serves other client routes the web app and unknown API paths a JSON 404', async () => {
    const inbox = await getWithHeaders(t, '/inbox', { accept: 'text/html' });
    expect(inbox.body).toContain('<div id="root">');
    const missing = await getWithHeaders(t, '/no-such-api', { accept: 'application/json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('The requested resource was not found.');
  });
});
