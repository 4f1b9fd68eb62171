import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { openTestApps } from '../../test/use-test-app';

// Browser tests follow mailed links (a staff invitation) through GET /test/clock/mail; it exists only with
// TEST_CLOCK on, and it answers the mail as its recipient reads it while the outbox row withholds the token.
const openApp = openTestApps();

const resetRequest = (app: TestApp, email: string) =>
  app.app.inject({ method: 'POST', url: '/auth/password-reset/request', payload: { email } });

describe('the test mailbox', () => {
  it('is not there unless TEST_CLOCK is on', async () => {
    const t = await openApp();
    const response = await t.app.inject({ method: 'GET', url: '/test/clock/mail?to=a@example.test' });
    expect(response.statusCode).toBe(404);
  });

  it('answers the last mail to an address, link included, with TEST_CLOCK on', async () => {
    const t = await openApp({ env: { TEST_CLOCK: 'true' } });
    const app = t;
    await app.app.inject({
      method: 'POST',
      url: '/users/vendor',
      payload: {
        user: { username: 'mailbox-vendor', email: 'mailbox@example.test', password: 'long-enough-pw' },
        vendor: { business_name: 'Mailbox Farm', type: 'PRODUCER' },
      },
    });
    expect(
      (await app.app.inject({ method: 'GET', url: '/test/clock/mail?to=mailbox@example.test' })).statusCode,
    ).toBe(404);
    await resetRequest(app, 'mailbox@example.test');
    await expect
      .poll(
        async () =>
          (await app.app.inject({ method: 'GET', url: '/test/clock/mail?to=MAILBOX@example.test' }))
            .statusCode,
      )
      .toBe(200);
    const mail = (
      await app.app.inject({ method: 'GET', url: '/test/clock/mail?to=mailbox@example.test' })
    ).json();
    expect(mail.subject).toBe('Reset your Marketday password');
    expect(mail.text).toMatch(/reset-password\/reset\?token=[\w%-]{20,}/);
    expect((await app.sentMail()).at(-1)?.text).toContain('token=[withheld]');
  });
});
