import { PUBLIC_SLUG_TAKEN } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { signedInVendor } from '../../../test/clients';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { joinMarket } from '../../../test/vendor-self-fixtures';

const t = useTestApp();

const page = (overrides: Record<string, unknown> = {}) => ({
  public_slug: 'downtown-davis',
  public_page_enabled: true,
  public_rules: 'Dogs on a leash, please.',
  ...overrides,
});
const url = (marketId: string) => `/market-managers/markets/${marketId}/public-page`;

describe('market public page settings', () => {
  it('starts off, then saves the address, the switch and the shoppers’ rules on the market', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    expect(market).toMatchObject({ public_slug: null, public_page_enabled: false, public_rules: null });

    const saved = await manager.api('PUT', url(market.id), page({ public_slug: '  Downtown-Davis ' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Public page updated!',
      data: {
        public_slug: 'downtown-davis',
        public_page_enabled: true,
        public_rules: 'Dogs on a leash, please.',
      },
    });
    const read = (await manager.api('GET', `/market-managers/markets/${market.id}`)).json();
    expect(read).toMatchObject({
      public_slug: 'downtown-davis',
      public_page_enabled: true,
      public_rules: 'Dogs on a leash, please.',
    });

    // Turned off, the address stays the market's; empty rules are stored as none.
    const off = await manager.api(
      'PUT',
      url(market.id),
      page({ public_page_enabled: false, public_rules: '  ' }),
    );
    expect(off.json().data).toEqual({
      public_slug: 'downtown-davis',
      public_page_enabled: false,
      public_rules: null,
    });
  });

  it.each([
    [
      { public_slug: 'Two  Words' },
      'Use lowercase letters, numbers and single hyphens, like "downtown-market"',
    ],
    [{ public_slug: 'ab' }, 'Page address must be at least 3 characters'],
    [{ public_slug: 'poster' }, 'This page address is reserved; choose another'],
    [{ public_slug: '' }, 'Choose a page address before turning the public page on'],
  ])('refuses %o with a message on the address', async (change, message) => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const response = await manager.api('PUT', url(market.id), page(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'public_slug', message })]);
  });

  it('refuses an address another manager’s market uses with 409 on the field, and keeps both pages', async () => {
    const first = await signedInManager(t);
    const second = await signedInManager(t);
    const taken = await createMarket(first);
    const market = await createMarket(second);
    expect((await first.api('PUT', url(taken.id), page())).statusCode).toBe(200);

    const refused = await second.api('PUT', url(market.id), page({ public_slug: 'Downtown-Davis' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: PUBLIC_SLUG_TAKEN,
      errors: [{ path: 'public_slug', message: PUBLIC_SLUG_TAKEN }],
    });
    expect((await second.api('GET', `/market-managers/markets/${market.id}`)).json().public_slug).toBeNull();
    // Saving a market's own address again is not a clash.
    expect((await first.api('PUT', url(taken.id), page({ public_rules: null }))).statusCode).toBe(200);
    // Markets without an address do not clash with each other.
    const other = await createMarket(second);
    const unset = page({ public_slug: null, public_page_enabled: false });
    expect((await second.api('PUT', url(market.id), unset)).statusCode).toBe(200);
    expect((await second.api('PUT', url(other.id), unset)).statusCode).toBe(200);
  });

  it('lets only one of two markets saving the same address at once have it', async () => {
    const manager = await signedInManager(t);
    const [one, two] = [await createMarket(manager), await createMarket(manager)];
    const answers = await Promise.all([one, two].map((market) => manager.api('PUT', url(market.id), page())));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers another manager’s market with 404 and changes nothing', async () => {
    const owner = await signedInManager(t);
    const other = await signedInManager(t);
    const market = await createMarket(owner);
    expect((await other.api('PUT', url(market.id), page())).statusCode).toBe(404);
    const after = (await owner.api('GET', `/market-managers/markets/${market.id}`)).json();
    expect(after).toMatchObject({ public_slug: null, public_page_enabled: false });
    // The address was not taken by the refused request.
    expect((await owner.api('PUT', url(market.id), page())).statusCode).toBe(200);
  });

  it('shows the manager which of the market’s vendors opted in to the directory', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const vendor = await signedInVendor(t);
    await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: market.id });
    await vendor.api('PUT', '/vendors/self', {
      business_name: 'Sunny Acres Farm',
      type: 'PRODUCER',
      settings: { phone_public: false, email_notifications: true, directory_listed: true },
    });
    const vendors = (await manager.api('GET', `/market-managers/markets/${market.id}/vendors`)).json();
    expect(vendors).toEqual([
      expect.objectContaining({
        business_name: 'Sunny Acres Farm',
        settings: expect.objectContaining({ directory_listed: true }),
      }),
    ]);
  });
});
