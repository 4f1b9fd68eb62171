import { describe, expect, it } from 'vitest';
import { useTestApp } from './use-test-app';

const t = useTestApp();

// helmet's headers on every answer (app.ts builds its middleware once, decision 036): a public one, a refusal
// and an unknown route alike. HSTS is sent only over HTTPS (test/proxy-and-hsts.test.ts).
const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
  "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline';frame-src 'self' blob:";

describe('security headers', () => {
  it.each([
    ['a public answer', '/health', 200],
    ['a refusal', '/users/self', 401],
    ['an unknown route', '/no-such-route', 404],
  ])('are sent with %s', async (_what, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      'content-security-policy': CSP,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
