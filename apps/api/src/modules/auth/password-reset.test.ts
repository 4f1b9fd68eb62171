import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { deferred } from '../../../test/deferred';
import { bearer, insertVendorUser, login, PASSWORD, tokensFor } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { users } from '../../db/schema';
import type { Mailer } from '../../plugins/mail';
import { settleBackgroundTasks } from './background-tasks';

const t = useTestApp();

const request = (email: string, app = t) =>
  app.app.inject({ method: 'POST', url: '/auth/password-reset/request', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/password-reset/reset',
    payload: { token, password, confirm_password: password },
  });
// The mail goes out after the answer.
const mailSent = (app = t) => settleBackgroundTasks(app.app.ctx);

function tokenFromText(text: string) {
  const match = /reset-password\/reset\?token=(\S+)/.exec(text);
  return decodeURIComponent(match?.[1] ?? '');
}
// The link as the account holder receives it; the outbox row withholds the token.
const tokenFromMail = (index = -1) => tokenFromText(t.deliveredMail.at(index)?.text ?? '');

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const { user } = await insertVendorUser(t.db);
    const known = await request(user.email);
    const unknown = await request('nobody@example.com');
    await mailSent();
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const sent = await t.sentMail();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(user.email);
    expect(sent[0]?.text).toContain('http://marketday.test/reset-password/reset?token=[withheld]');
    expect(tokenFromMail()).toMatch(/^[\w-]{20,}$/);
  });

  it('answers before the mail is sent, so a known e-mail takes no longer than an unknown one', async () => {
    const { promise: gate, resolve: release } = deferred();
    const slow: Mailer = { kind: 'outbox', send: () => gate };
    const slowApp = await buildTestApp({ mailer: slow });
    try {
      const { user } = await insertVendorUser(slowApp.db);
      const answered = await Promise.race([
        request(user.email, slowApp).then((r) => r.statusCode),
        new Promise((resolve) => setTimeout(() => resolve('still waiting for the mail'), 10_000)),
      ]);
      expect(answered).toBe(200);
    } finally {
      release();
      await slowApp.close();
    }
  });

  it('answers 200 when sending fails; the failure is logged, not left unhandled', async () => {
    const failing: Mailer = {
      kind: 'outbox',
      send: async () => {
        throw new Error('SMTP is down');
      },
    };
    const failingApp = await buildTestApp({ mailer: failing });
    try {
      const { user } = await insertVendorUser(failingApp.db);
      expect((await request(user.email, failingApp)).statusCode).toBe(200);
      await mailSent(failingApp);
    } finally {
      await failingApp.close();
    }
  });

  it('sends at most three mails an hour to one account and ten from one address, answering the same', async () => {
    const { user } = await insertVendorUser(t.db);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await request(user.email));
    await mailSent();
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await t.sentMail()).toHaveLength(3);

    // Ten mails an hour from one address: of eight more accounts, seven get theirs.
    const others = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => insertVendorUser(t.db)));
    for (const other of others) expect((await request(other.user.email)).statusCode).toBe(200);
    await mailSent();
    expect(await t.sentMail()).toHaveLength(3 + 7);
    // An hour later the account may ask again.
    t.clock.advance(61 * 60 * 1000);
    await request(user.email);
    await mailSent();
    const sent = await t.sentMail();
    expect(sent.map((m) => m.to).slice(-1)).toEqual([user.email]);
    expect(sent).toHaveLength(3 + 7 + 1);
  });

  it('sets a new password once, signs other sessions out, and refuses the link a second time', async () => {
    const { user } = await insertVendorUser(t.db);
    const before = await tokensFor(t, user.username);
    await request(user.email);
    await mailSent();
    const token = tokenFromMail();
    expect((await reset(token, 'a-brand-new-pass')).statusCode).toBe(200);
    expect((await login(t, user.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(t, user.username, 'a-brand-new-pass')).statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/users/self',
      headers: bearer(before.access_token),
    });
    expect(old.statusCode).toBe(401);
    const again = await reset(token, 'yet-another-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('This reset link is invalid or has expired.');
  });

  it('a successful reset ends every other outstanding link of the account', async () => {
    const { user } = await insertVendorUser(t.db);
    await request(user.email);
    await request(user.email);
    await mailSent();
    const [older, newer] = [tokenFromMail(0), tokenFromMail(1)];
    expect((await reset(newer, 'a-brand-new-pass')).statusCode).toBe(200);
    const stale = await reset(older, 'set-it-back-again');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().detail).toBe('This reset link is invalid or has expired.');
    expect((await login(t, user.username, 'a-brand-new-pass')).statusCode).toBe(200);
  });

  it('a password change ends every outstanding reset link', async () => {
    const { user } = await insertVendorUser(t.db);
    await request(user.email);
    await mailSent();
    const { access_token } = await tokensFor(t, user.username);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/users/self/password',
      headers: bearer(access_token),
      payload: { current_password: PASSWORD, new_password: 'changed-by-owner', confirm: 'changed-by-owner' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(tokenFromMail(), 'set-by-the-old-link')).statusCode).toBe(400);
    expect((await login(t, user.username, 'changed-by-owner')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { user } = await insertVendorUser(t.db);
    await request(user.email);
    await mailSent();
    t.clock.advance(61 * 60 * 1000);
    expect((await reset(tokenFromMail(), 'a-brand-new-pass')).statusCode).toBe(400);
  });

  it('writes the mail to the outbox table without a link a database reader could use', async () => {
    const { user } = await insertVendorUser(t.db);
    await request(user.email);
    await mailSent();
    const rows = await t.db.query.outbox.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.to).toBe(user.email);
    expect(rows[0]?.subject).toBe('Reset your Marketday password');
    expect(rows[0]?.text).toContain('/reset-password/reset?token=[withheld]');
    const token = tokenFromMail();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await reset(tokenFromText(rows[0]?.text ?? ''), 'taken-over-now')).statusCode).toBe(400);
    expect((await login(t, user.username, PASSWORD)).statusCode).toBe(200);
    // The mail as composed for the recipient carries the working link.
    expect(t.deliveredMail[0]?.outboxId).toBe(rows[0]?.id);
    expect((await reset(token, 'taken-over-now')).statusCode).toBe(200);
  });
});

describe('password reset in the account holder’s language (docs/i18n.md)', () => {
  const requestIn = (email: string, language: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/password-reset/request',
      headers: { 'accept-language': language },
      payload: { email },
    });

  it('writes to an account that chose Spanish in Spanish, whatever language the request is in', async () => {
    const { user } = await insertVendorUser(t.db);
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    await requestIn(user.email, 'en-US');
    await mailSent();
    const mail = t.deliveredMail.at(-1);
    expect(mail?.subject).toBe('Restablezca su contraseña de Marketday');
    expect(mail?.text).toContain(`Hola, ${user.username}:`);
    expect(mail?.text).toContain('Si fue usted, abra este enlace antes de que pase una hora:');
    expect(tokenFromMail()).toMatch(/^[\w-]{20,}$/);
  });

  it('writes to an account without a language in the language it was asked in', async () => {
    const { user } = await insertVendorUser(t.db);
    await requestIn(user.email, 'es-MX,es;q=0.9');
    await mailSent();
    expect(t.deliveredMail.at(-1)?.subject).toBe('Restablezca su contraseña de Marketday');
  });

  it('keeps the English mail for an English account, even asked from a Spanish browser', async () => {
    const { user } = await insertVendorUser(t.db);
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    await requestIn(user.email, 'es');
    await mailSent();
    const mail = t.deliveredMail.at(-1);
    expect(mail?.subject).toBe('Reset your Marketday password');
    expect(mail?.text).toBe(
      `Hello ${user.username},\n\nSomeone asked to reset the password of your Marketday account. If it was you, open this link within one hour:\n\n${mail?.text.match(/http\S+/)?.[0]}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
    );
  });
});
