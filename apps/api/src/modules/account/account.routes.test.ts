import { describe, expect, it } from 'vitest';
import { bearer, insertManager, tokensFor } from '../../../test/factories';
import { accountPayload } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

describe('manager account', () => {
  it('reads and saves the profile and print settings, even for a lapsed manager', async () => {
    const { user } = await insertManager(t.db, { status: 'canceled' });
    const headers = bearer((await tokensFor(t, user.username)).access_token);
    const before = (await t.app.inject({ method: 'GET', url: '/market-managers/account', headers })).json();
    expect(before.settings).toEqual({
      print_scale: 'Standard',
      print_settings: { width: null, height: null, font_size: null },
      display_token_images_next_to_fields: true,
    });
    const payload = accountPayload({
      print_scale: 'Custom',
      print_settings: { width: 58, height: 200, font_size: 9 },
      display_token_images_next_to_fields: false,
    });
    const saved = await t.app.inject({ method: 'PUT', url: '/market-managers/account', headers, payload });
    expect(saved.json()).toMatchObject({ message: 'Account Updated.', data: payload });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/market-managers/account',
      headers,
      payload: { ...payload, firstname: '', email: 'x' },
    });
    expect(bad.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining(['First name is required', 'Invalid email.']),
    );
    // The account page's test print works for a lapsed manager too.
    const test = await t.app.inject({
      method: 'GET',
      url: '/market-managers/transactions/receipt/test?print_scale=Custom&width=58&height=200&font_size=9',
      headers,
    });
    expect(test.statusCode).toBe(200);
  });
});
