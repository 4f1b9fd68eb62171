import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function whoAmI(app: TestApp['app'], headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/users/self', headers, remoteAddress: '10.1.1.1' });
}

describe('behind a proxy', () => {
  it('sends HSTS only over HTTPS, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
    t = await buildTestApp();
    const untrusted = await whoAmI(t.app, { 'x-forwarded-proto': 'https' });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    await t.close();

    t = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    const plain = await whoAmI(t.app, {});
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await whoAmI(t.app, { 'x-forwarded-proto': 'https' });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});
