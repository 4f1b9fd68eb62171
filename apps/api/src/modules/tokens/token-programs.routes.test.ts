import type { Market, Token, TokenInput } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { postCheckout } from '../../../test/checkout-fixtures';
import {
  createMarket,
  type ManagerClient,
  marketPayload,
  marketWithVendors,
  signedInManager,
} from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { tokens } from '../../db/schema';

// Issue 17: token programs and the vendor types that may accept each token, on both databases.
const t = useTestApp();

const DAY = '2026-11-21';
const EVERY_TYPE = ['PRODUCER', 'NON_PRODUCER', 'ANCILLARY'];

// The market form as a client sends it back: the saved tokens with their ids and the given changes.
function savePayload(market: Market, tokenChanges: Record<string, Partial<TokenInput>> = {}) {
  return marketPayload({
    name: market.name,
    tokens: market.tokens.map((token) => ({
      id: token.id,
      name: token.name,
      per_dollar_value: token.per_dollar_value,
      visual_settings: token.visual_settings,
      program: token.program,
      program_name: token.program_name,
      accepted_by: token.accepted_by,
      ...tokenChanges[token.name],
    })),
  });
}

async function saveMarket(client: ManagerClient, market: Market, changes: Parameters<typeof savePayload>[1]) {
  const response = await client.api(
    'PUT',
    `/market-managers/markets/${market.id}`,
    savePayload(market, changes),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Market;
}

const byName = (market: Market, name: string) => market.tokens.find((token) => token.name === name) as Token;

// Market Bucks for all; CalFresh (SNAP) for the food sellers; Market Match (an incentive) for producers.
async function programMarket(client: ManagerClient) {
  const { market, vendors } = await marketWithVendors(client);
  const saved = await saveMarket(client, market, {
    'Market Bucks': { program: 'MARKET_BUCKS' },
    CalFresh: { program: 'SNAP', accepted_by: ['PRODUCER', 'NON_PRODUCER'] },
  });
  const response = await client.api('PUT', `/market-managers/markets/${market.id}`, {
    ...savePayload(saved),
    tokens: [
      ...(savePayload(saved).tokens ?? []),
      {
        name: 'Market Match',
        per_dollar_value: 2,
        count: 50,
        program: 'INCENTIVE',
        program_name: 'Market Match',
        accepted_by: ['PRODUCER'],
      },
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
  const full = response.json().data as Market;
  return {
    market: full,
    vendors,
    bucks: byName(full, 'Market Bucks'),
    calfresh: byName(full, 'CalFresh'),
    match: byName(full, 'Market Match'),
  };
}

async function tokenCount(client: ManagerClient, marketId: string, tokenId: string) {
  const market = (await client.api('GET', `/market-managers/markets/${marketId}`)).json() as Market;
  return market.tokens.find((token) => token.id === tokenId)?.count;
}

describe('token programs on the market', () => {
  it('gives tokens created without a program OTHER for every vendor type, as the migration did the old ones', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    expect(
      market.tokens.map(({ program, program_name, accepted_by }) => ({ program, program_name, accepted_by })),
    ).toEqual([
      { program: 'OTHER', program_name: null, accepted_by: EVERY_TYPE },
      { program: 'OTHER', program_name: null, accepted_by: EVERY_TYPE },
    ]);
    // A row written with the columns' own defaults (a token saved before programs existed) reads the same.
    const [row] = await t.db
      .insert(tokens)
      .values({ marketId: market.id, name: 'Old Token', perDollarValueCents: 100 })
      .returning();
    const read = (await manager.api('GET', `/market-managers/markets/${market.id}`)).json() as Market;
    expect(read.tokens.find((token) => token.id === row?.id)).toMatchObject({
      program: 'OTHER',
      program_name: null,
      accepted_by: EVERY_TYPE,
    });
  });

  it('creates, reads and updates the program, the incentive name and the vendor types', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager, {
      tokens: [
        {
          name: 'Market Match',
          per_dollar_value: 2,
          count: 10,
          program: 'INCENTIVE',
          program_name: '  Market Match  ',
          accepted_by: ['ANCILLARY', 'PRODUCER', 'PRODUCER'],
        },
        { name: 'Card', per_dollar_value: 1, count: 0, program: 'CREDIT_CARD', program_name: 'ignored' },
      ],
    });
    expect(byName(market, 'Market Match')).toMatchObject({
      program: 'INCENTIVE',
      program_name: 'Market Match',
      // Each type once, in the usual order.
      accepted_by: ['PRODUCER', 'ANCILLARY'],
    });
    // A name belongs to incentives only.
    expect(byName(market, 'Card')).toMatchObject({
      program: 'CREDIT_CARD',
      program_name: null,
      accepted_by: EVERY_TYPE,
    });

    const updated = await saveMarket(manager, market, {
      'Market Match': { program: 'SNAP', program_name: 'Market Match', accepted_by: ['NON_PRODUCER'] },
    });
    expect(byName(updated, 'Market Match')).toMatchObject({
      program: 'SNAP',
      program_name: null,
      accepted_by: ['NON_PRODUCER'],
    });
    const read = (await manager.api('GET', `/market-managers/markets/${market.id}`)).json() as Market;
    expect(byName(read, 'Market Match')).toEqual(byName(updated, 'Market Match'));
  });

  it('keeps an existing token’s program when an update leaves the fields out', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager, {
      tokens: [
        { name: 'CalFresh', per_dollar_value: 1, count: 0, program: 'SNAP', accepted_by: ['PRODUCER'] },
      ],
    });
    const [token] = market.tokens;
    const response = await manager.api('PUT', `/market-managers/markets/${market.id}`, {
      ...marketPayload({ name: market.name }),
      tokens: [{ id: token?.id, name: 'CalFresh EBT', per_dollar_value: 1, visual_settings: null }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.tokens[0]).toMatchObject({
      name: 'CalFresh EBT',
      program: 'SNAP',
      accepted_by: ['PRODUCER'],
    });
  });

  it.each([
    [{ program: 'INCENTIVE' }, 'tokens.0.program_name', 'Enter the incentive program name'],
    [
      { program: 'INCENTIVE', program_name: '   ' },
      'tokens.0.program_name',
      'Enter the incentive program name',
    ],
    [
      { program: 'INCENTIVE', program_name: 'x'.repeat(61) },
      'tokens.0.program_name',
      'Program name must be at most 60 characters',
    ],
    [
      { accepted_by: [] },
      'tokens.0.accepted_by',
      'Choose at least one vendor type that may accept this token',
    ],
  ])('refuses %j with a field message', async (fields, path, message) => {
    const manager = await signedInManager(t);
    const response = await manager.api(
      'POST',
      '/market-managers/markets',
      marketPayload({ tokens: [{ name: 'Token', per_dollar_value: 1, count: 0, ...fields } as never] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path, message }));
  });

  it('refuses an unknown program or vendor type', async () => {
    const manager = await signedInManager(t);
    for (const fields of [{ program: 'WIC' }, { accepted_by: ['FARMER'] }]) {
      const response = await manager.api(
        'POST',
        '/market-managers/markets',
        marketPayload({ tokens: [{ name: 'Token', per_dollar_value: 1, count: 0, ...fields } as never] }),
      );
      expect(response.statusCode).toBe(400);
    }
  });

  it('never lets a manager change the program of another manager’s token', async () => {
    const owner = await signedInManager(t);
    const other = await signedInManager(t);
    const theirs = await createMarket(owner);
    const mine = await createMarket(other, { tokens: [] });
    const target = theirs.tokens[0] as Token;
    const response = await other.api('PUT', `/market-managers/markets/${mine.id}`, {
      ...marketPayload({ name: mine.name }),
      tokens: [
        {
          id: target.id,
          name: target.name,
          per_dollar_value: 1,
          program: 'SNAP',
          accepted_by: ['ANCILLARY'],
        },
      ],
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await other.api('PUT', `/market-managers/markets/${theirs.id}`, savePayload(theirs))).statusCode,
    ).toBe(404);
    const read = (await owner.api('GET', `/market-managers/markets/${theirs.id}`)).json() as Market;
    expect(read.tokens[0]).toMatchObject({ program: 'OTHER', accepted_by: EVERY_TYPE });
  });
});

describe('checkout with token programs', () => {
  it('refuses a token the vendor’s type may not accept, with a field error on its count, and books nothing', async () => {
    const manager = await signedInManager(t);
    const { market, vendors, bucks, calfresh, match } = await programMarket(manager);
    const response = await postCheckout(manager, market, vendors.service, DAY, 100, {
      [bucks.id]: 4,
      [calfresh.id]: 2,
      // A refused token at 0 is no payment: not an error.
      [match.id]: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'CalFresh tokens cannot be accepted by Ancillary vendors.',
      errors: [
        { path: 'tokens.1.count', message: 'CalFresh tokens cannot be accepted by Ancillary vendors.' },
      ],
    });
    expect(await tokenCount(manager, market.id, bucks.id)).toBe(100);
    expect(await tokenCount(manager, market.id, calfresh.id)).toBe(40);
    const list = (await manager.api('GET', '/market-managers/transactions')).json();
    expect(list.total_count ?? list.data.length).toBe(0);
  });

  it('names every refused token', async () => {
    const manager = await signedInManager(t);
    const { market, vendors, calfresh, match } = await programMarket(manager);
    const response = await postCheckout(manager, market, vendors.service, DAY, 100, {
      [match.id]: 1,
      [calfresh.id]: 3,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'tokens.0.count', message: 'Market Match tokens cannot be accepted by Ancillary vendors.' },
      { path: 'tokens.1.count', message: 'CalFresh tokens cannot be accepted by Ancillary vendors.' },
    ]);
    // A non-producer may take CalFresh but not the producers' incentive.
    const reseller = await postCheckout(manager, market, vendors.reseller, DAY, 100, {
      [calfresh.id]: 3,
      [match.id]: 1,
    });
    expect(reseller.json().errors).toEqual([
      { path: 'tokens.1.count', message: 'Market Match tokens cannot be accepted by Non-producer vendors.' },
    ]);
  });

  it('books the tokens each vendor type may accept', async () => {
    const manager = await signedInManager(t);
    const { market, vendors, bucks, calfresh, match } = await programMarket(manager);
    const cases = [
      [vendors.producer, [bucks, calfresh, match]],
      [vendors.reseller, [bucks, calfresh]],
      [vendors.service, [bucks]],
    ] as const;
    for (const [vendor, allowed] of cases) {
      const response = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
        market_vendor_id: vendor.market_vendor_id,
        market_date: DAY,
        reported_gross: 100,
        tokens: allowed.map((token) => ({ token_id: token.id, count: 1 })),
      });
      expect(response.statusCode, `${vendor.business_name}: ${response.body}`).toBe(201);
    }
    expect(await tokenCount(manager, market.id, bucks.id)).toBe(103);
    expect(await tokenCount(manager, market.id, calfresh.id)).toBe(42);
    expect(await tokenCount(manager, market.id, match.id)).toBe(51);
  });

  it('keeps a booked checkout valid after the rule changes: an overwrite may keep or lower the count, not raise it', async () => {
    const manager = await signedInManager(t);
    const { market, vendors, bucks, match } = await programMarket(manager);
    const body = (count: number, gross = 100) => ({
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: DAY,
      reported_gross: gross,
      tokens: [
        { token_id: bucks.id, count: 1 },
        { token_id: match.id, count },
      ],
    });
    const booked = await manager.api('POST', `/market-managers/transactions/${market.id}`, body(3));
    expect(booked.statusCode).toBe(201);
    // The incentive is now for non-producers only.
    const current = (await manager.api('GET', `/market-managers/markets/${market.id}`)).json() as Market;
    await saveMarket(manager, current, { 'Market Match': { accepted_by: ['NON_PRODUCER'] } });

    const overwrite = (payload: object) =>
      manager.api(
        'PUT',
        `/market-managers/transactions/?market_vendor_id=${vendors.producer.market_vendor_id}&market_date=${DAY}`,
        payload,
      );
    const sameCount = await overwrite(body(3, 120));
    expect(sameCount.statusCode, sameCount.body).toBe(200);
    const lowered = await overwrite(body(2, 120));
    expect(lowered.statusCode, lowered.body).toBe(200);
    const raised = await overwrite(body(3, 120));
    expect(raised.statusCode).toBe(400);
    expect(raised.json().errors).toEqual([
      { path: 'tokens.1.count', message: 'Market Match tokens cannot be accepted by Producer vendors.' },
    ]);
    // The refused overwrite changed nothing: the checkout still holds 2.
    expect(await tokenCount(manager, market.id, match.id)).toBe(52);
    const id = booked.json().data.id;
    const deleted = await manager.api('DELETE', `/market-managers/transactions/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await tokenCount(manager, market.id, match.id)).toBe(50);
  });

  it('refuses another manager’s token at checkout as not found, whatever its program', async () => {
    const owner = await signedInManager(t);
    const other = await signedInManager(t);
    const theirs = await programMarket(owner);
    const mine = await marketWithVendors(other);
    const response = await postCheckout(other, mine.market, mine.vendors.producer, DAY, 100, {
      [theirs.match.id]: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Token not found in this market.');
    expect(await tokenCount(owner, theirs.market.id, theirs.match.id)).toBe(50);
  });

  it('sends the programs with the checkout context, so the screen can disable refused tokens', async () => {
    const manager = await signedInManager(t);
    const { market } = await programMarket(manager);
    const context = (
      await manager.api('GET', `/market-managers/checkouts?market_id=${market.id}&market_date=${DAY}`)
    ).json();
    expect(
      context.market_tokens.map((token: Token) => [token.name, token.program, token.accepted_by]),
    ).toEqual([
      ['Market Bucks', 'MARKET_BUCKS', EVERY_TYPE],
      ['CalFresh', 'SNAP', ['PRODUCER', 'NON_PRODUCER']],
      ['Market Match', 'INCENTIVE', ['PRODUCER']],
    ]);
  });
});
