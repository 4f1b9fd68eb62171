import { describe, expect, it } from 'vitest';
import { createMarket, marketPayload, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

describe('markets', () => {
  it('creates a market with fees, tokens, custom fields and address, and lists it', async () => {
    const manager = await signedInManager(t);
    const response = await manager.api('POST', '/market-managers/markets', marketPayload());
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Market Created!');
    const market = response.json().data;
    expect(market).toMatchObject({
      name: 'Downtown Farmers Market',
      day_of_week: 'SATURDAY',
      season: { start: -1, end: -1 },
      hours: { start: '08:00:00', end: '13:00:00' },
      gov_fee: 1.5,
      custom_fields: { state: '', weather: '' },
      address: { street: '301 C St', city: 'Davis', state: 'CA', postal_code: '95616' },
      contact_email: 'market@example.com',
      time_zone: 'America/Los_Angeles',
      vendor_count: 0,
    });
    expect(market.vendor_fees).toEqual(
      expect.arrayContaining([
        {
          vendor_type: 'NON_PRODUCER',
          fee_type: 'MAX_OF_EITHER',
          flat: 25,
          percent: 8.5,
          min_fee: null,
          max_fee: null,
          // No fee models (docs/product.md §10 "Fee models").
          percent_threshold: null,
          percent_tiers: null,
          excluded_programs: [],
        },
      ]),
    );
    expect(market.tokens.map((tk: { name: string; count: number }) => [tk.name, tk.count])).toEqual([
      ['Market Bucks', 100],
      ['CalFresh', 40],
    ]);
    expect(market.rules.summary).toBeNull();
    const list = await manager.api('GET', '/market-managers/markets');
    expect(list.json()).toHaveLength(1);
    expect((await manager.api('GET', `/market-managers/markets/${market.id}`)).json().id).toBe(market.id);
  });

  it.each([
    [{ name: '' }, 'Market Name is required'],
    [{ name: 'm'.repeat(255) }, 'Market Name must be less than 255 characters'],
    [{ season: { start: -1, end: 4 } }, 'Month range must be valid months (0-11) or year-round (-1, -1)'],
    [{ season: { start: 12, end: 4 } }, 'Month range must be valid months (0-11) or year-round (-1, -1)'],
    [{ season: { start: 6, end: 2 } }, 'End month must be after start month'],
    [{ hours: { start: '8:00', end: '13:00:00' } }, 'Start time must be in HH:MM:SS format'],
    [{ hours: { start: '08:00:00', end: '25:00:00' } }, 'End time must be in HH:MM:SS format'],
    [{ hours: { start: '13:00:00', end: '08:00:00' } }, 'Start time must be before end time'],
    [
      { vendor_fees: [{ vendor_type: 'PRODUCER', fee_type: 'FLAT_FEE', flat: -1, percent: 0 }] },
      'Flat fee must be a non-negative number.',
    ],
    [
      { vendor_fees: [{ vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: -2 }] },
      'Percentage must be a non-negative number.',
    ],
    [
      { vendor_fees: [{ vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 101 }] },
      'Percentage cannot exceed 100.',
    ],
    [{ tokens: [{ name: ' ', per_dollar_value: 1, count: 0 }] }, 'Must enter a token name!'],
    [{ tokens: [{ name: 'Bucks', per_dollar_value: -1, count: 0 }] }, 'Amount must be positive'],
    [{ tokens: [{ name: 'Bucks', per_dollar_value: 1, count: 1.5 }] }, 'Token counts are whole numbers'],
    [
      {
        tokens: [
          {
            name: 'Bucks',
            per_dollar_value: 1,
            count: 0,
            visual_settings: { iconName: '', faceColor: '#FFFFFF', rimColor: '#000000' },
          },
        ],
      },
      'Icon name is required',
    ],
    [
      {
        tokens: [
          {
            name: 'Bucks',
            per_dollar_value: 1,
            count: 0,
            visual_settings: { iconName: 'leaf', faceColor: 'white', rimColor: '#000000' },
          },
        ],
      },
      'Face color must be a valid hex color',
    ],
    [
      {
        tokens: [
          {
            name: 'Bucks',
            per_dollar_value: 1,
            count: 0,
            visual_settings: { iconName: 'leaf', faceColor: '#FFFFFF', rimColor: '#00000' },
          },
        ],
      },
      'Rim color must be a valid hex color',
    ],
    [
      { address: { street: '1 Main St', city: '', state: null, postal_code: '' } },
      'City is required when address is provided',
    ],
    [
      { address: { street: '', city: 'Davis', state: 'CA', postal_code: '95616' } },
      'Street is required when address is provided',
    ],
    [
      { address: { street: '1 Main', city: 'Davis', state: '', postal_code: '95616' } },
      'State is required when address is provided',
    ],
    [
      { address: { street: '1 Main', city: 'Davis', state: 'CA', postal_code: '' } },
      'Zip code is required when address is provided',
    ],
    [{ contact_email: 'market-at-example' }, 'Invalid email format'],
    [{ contact_phone: '(530) 555' }, 'Input must only contain numbers and hyphens'],
  ] as const)('refuses %o with its message and stores nothing', async (overrides, message) => {
    const manager = await signedInManager(t);
    const response = await manager.api('POST', '/market-managers/markets', marketPayload(overrides as never));
    expect(response.statusCode).toBe(400);
    const messages = response.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toContain(message);
    expect((await manager.api('GET', '/market-managers/markets')).json()).toEqual([]);
  });

  it('updates a market: fields, fees replaced, tokens renamed and added, counts untouched', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const [bucks, calfresh] = market.tokens;
    const response = await manager.api('PUT', `/market-managers/markets/${market.id}`, {
      ...marketPayload({ name: 'Davis Saturday Market', gov_fee: 2 }),
      vendor_fees: [{ vendor_type: 'ANCILLARY', fee_type: 'FLAT_FEE', flat: 15, percent: 0 }],
      tokens: [
        { id: bucks?.id, name: 'Market Dollars', per_dollar_value: 1, count: 999 },
        { name: 'WIC', per_dollar_value: 2, count: 10 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Market updated!');
    const updated = response.json().data;
    expect(updated.name).toBe('Davis Saturday Market');
    expect(updated.gov_fee).toBe(2);
    expect(updated.vendor_fees).toEqual([
      {
        vendor_type: 'ANCILLARY',
        fee_type: 'FLAT_FEE',
        flat: 15,
        percent: 0,
        min_fee: null,
        max_fee: null,
        percent_threshold: null,
        percent_tiers: null,
        excluded_programs: [],
      },
    ]);
    const byName = Object.fromEntries(
      updated.tokens.map((tk: { name: string; count: number }) => [tk.name, tk.count]),
    );
    // A count in the form never overwrites the ledger of an existing token.
    expect(byName).toEqual({ 'Market Dollars': 100, CalFresh: 40, WIC: 10 });
    expect(calfresh).toBeDefined();
  });

  it('saves the ten rule texts', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const rules = {
      summary: 'Be kind.',
      general_rules: 'Set up by 7:30.',
      rules_for_specific_types_of_vendors: null,
      participation: null,
      absences_or_cancellation: 'Tell us by Thursday.',
      spaces_and_tents: '10x10 tents, weighted.',
      licenses_and_insurance: null,
      parking: 'Behind the stalls.',
      complaints: null,
      manager_info: 'Maria, 555-0100',
    };
    const response = await manager.api('PUT', `/market-managers/markets/${market.id}/rules`, rules);
    expect(response.json().message).toBe('Market rules updated!');
    expect((await manager.api('GET', `/market-managers/markets/${market.id}`)).json().rules).toEqual(rules);
  });

  it('searches by name or city, case-insensitively, treating % literally', async () => {
    const manager = await signedInManager(t);
    await createMarket(manager, { name: 'Downtown Market', city: 'Davis' });
    await createMarket(manager, { name: 'Riverside 100% Local', city: 'Sacramento' });
    const search = async (term: string) =>
      (await manager.api('GET', `/market-managers/markets/search?search_term=${encodeURIComponent(term)}`))
        .json()
        .map((m: { name: string }) => m.name);
    expect(await search('downtown')).toEqual(['Downtown Market']);
    expect(await search('SACRA')).toEqual(['Riverside 100% Local']);
    expect(await search('0%')).toEqual(['Riverside 100% Local']);
    expect(await search('')).toHaveLength(2);
  });

  it('deletes a market, but keeps one whose tokens went to market', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const deleted = await manager.api('DELETE', `/market-managers/markets/${market.id}`);
    expect(deleted.json().message).toBe('Deleted Market Successfully.');
    expect((await manager.api('GET', `/market-managers/markets/${market.id}`)).statusCode).toBe(404);

    const busy = await createMarket(manager);
    const token = busy.tokens[0];
    await manager.api('POST', `/market-managers/markets/${busy.id}/tokens/${token?.id}/ledger`, {
      type: 'WITHDRAW_FOR_MARKET',
      quantity: 10,
    });
    const refused = await manager.api('DELETE', `/market-managers/markets/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect((await manager.api('GET', `/market-managers/markets/${busy.id}`)).statusCode).toBe(200);
  });

  it("never shows or changes another manager's market", async () => {
    const owner = await signedInManager(t);
    const other = await signedInManager(t);
    const market = await createMarket(owner);
    const url = `/market-managers/markets/${market.id}`;
    expect((await other.api('GET', '/market-managers/markets')).json()).toEqual([]);
    expect((await other.api('GET', '/market-managers/markets/search?search_term=Downtown')).json()).toEqual(
      [],
    );
    expect((await other.api('GET', url)).statusCode).toBe(404);
    expect((await other.api('PUT', url, marketPayload({ name: 'Stolen' }))).statusCode).toBe(404);
    expect((await other.api('PUT', `${url}/rules`, { ...market.rules, summary: 'x' })).statusCode).toBe(404);
    expect((await other.api('GET', `${url}/vendors`)).statusCode).toBe(404);
    expect((await other.api('DELETE', url)).statusCode).toBe(404);
    const after = (await owner.api('GET', url)).json();
    expect(after.name).toBe('Downtown Farmers Market');
    expect(after.rules.summary).toBeNull();
  });

  it('answers a malformed id with a clear 400', async () => {
    const manager = await signedInManager(t);
    const response = await manager.api('GET', '/market-managers/markets/not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Market ID must be a valid UUID');
  });
});
