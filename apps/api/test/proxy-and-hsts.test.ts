import { describe, expect, it } from 'vitest';
import type { TestApp } from './build-test-app';
import { openTestApps } from './use-test-app';

const openApp = openTestApps();

async function whoAmI(app: TestApp['app'], headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/users/self', headers, remoteAddress: '10.1.1.1' });
}

describe('behind a proxy', () => {
  it('sends HSTS only over HTTPS, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const t = await openApp();
    const untrusted = await whoAmI(t.app, { 'x-forwarded-proto': 'https' });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    await t.close();

    const trusted = await openApp({ env: { TRUST_PROXY: '1' } });
    const plain = await whoAmI(trusted.app, {});
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await whoAmI(trusted.app, { 'x-forwarded-proto': 'https' });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});
