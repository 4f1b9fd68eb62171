import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, memoryMailer, type TestApp } from '../../../test/build-test-app';
import { insertVendorUser, login, PASSWORD, tokensFor } from '../../../test/factories';

let t: TestApp;
const mailer = memoryMailer();
beforeEach(async () => {
  mailer.sent.length = 0;
  t = await buildTestApp({ mailer });
});
afterEach(async () => {
  await t.close();
});

const request = (email: string) =>
  t.app.inject({ method: 'POST', url: '/auth/password-reset/request', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/password-reset/reset',
    payload: { token, password, confirm_password: password },
  });

function tokenFromMail() {
  const text = mailer.sent.at(-1)?.text ?? '';
  const match = /reset-password\/reset\?token=([\w%-]+)/.exec(text);
  return decodeURIComponent(match?.[1] ?? '');
}

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const { user } = await insertVendorUser(t.db);
    const known = await request(user.email);
    const unknown = await request('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.to).toBe(user.email);
    expect(mailer.sent[0]?.text).toContain('http://marketday.test/reset-password/reset?token=');
  });

  it('sets a new password once, signs other sessions out, and refuses the link a second time', async () => {
    const { user } = await insertVendorUser(t.db);
    const before = await tokensFor(t, user.username);
    await request(user.email);
    const token = tokenFromMail();
    expect((await reset(token, 'a-brand-new-pass')).statusCode).toBe(200);
    expect((await login(t, user.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(t, user.username, 'a-brand-new-pass')).statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/users/self',
      headers: { authorization: `Bearer ${before.access_token}` },
    });
    expect(old.statusCode).toBe(401);
    const again = await reset(token, 'yet-another-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('This reset link is invalid or has expired.');
  });

  it('refuses an expired link', async () => {
    const { user } = await insertVendorUser(t.db);
    await request(user.email);
    t.clock.advance(61 * 60 * 1000);
    expect((await reset(tokenFromMail(), 'a-brand-new-pass')).statusCode).toBe(400);
  });

  it('writes the mail to the outbox table when no SMTP server is configured', async () => {
    const outboxApp = await buildTestApp();
    try {
      const { user } = await insertVendorUser(outboxApp.db);
      await outboxApp.app.inject({
        method: 'POST',
        url: '/auth/password-reset/request',
        payload: { email: user.email },
      });
      const rows = await outboxApp.db.query.outbox.findMany();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.to).toBe(user.email);
      expect(rows[0]?.subject).toBe('Reset your Marketday password');
    } finally {
      await outboxApp.close();
    }
  });
});
