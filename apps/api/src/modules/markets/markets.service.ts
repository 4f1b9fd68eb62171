import {
  ALL_VENDOR_TYPES,
  DEFAULT_TOKEN_PROGRAM,
  dollarsToCents,
  type MarketInputParsed,
  type MarketPublicPage,
  type MarketRules,
  normalizeAcceptedBy,
  PUBLIC_SLUG_TAKEN,
  TOKEN_PROGRAMS,
  type TokenInput,
} from '@marketday/shared';
import type { Database } from '../../db/client';
import {
  conflict,
  fieldConflict,
  notFound,
  refuseIfDuplicate,
  refuseIfReferenced,
} from '../../lib/http-errors';
import { appendLedgerEntry } from '../tokens';
import {
  deleteOwnedMarket,
  getMarket,
  hasTokenActivity,
  insertMarket,
  insertMarketToken,
  type ManagerMarket,
  ownsMarket,
  replaceMarketFees,
  updateMarketToken,
  updateOwnedMarket,
  updateOwnedMarketPublicPage,
} from './markets.repository';

type Actor = { managerId: string; userId: string };

function marketValues(input: MarketInputParsed) {
  const address = input.address;
  return {
    name: input.name,
    dayOfWeek: input.day_of_week,
    seasonStart: input.season.start,
    seasonEnd: input.season.end,
    hoursStart: input.hours.start,
    hoursEnd: input.hours.end,
    govFeeCents: dollarsToCents(input.gov_fee),
    customFields: input.custom_fields,
    city: input.city || null,
    street: address?.street || null,
    street2: address?.street_2 || null,
    addressCity: address?.city || null,
    state: address?.state || null,
    postalCode: address?.postal_code || null,
    contactEmail: input.contact_email || null,
    contactPhone: input.contact_phone || null,
    timeZone: input.time_zone,
  };
}

async function replaceFees(tx: Database, marketId: string, input: MarketInputParsed) {
  await replaceMarketFees(
    tx,
    marketId,
    input.vendor_fees.map((fee) => ({
      vendorType: fee.vendor_type,
      feeType: fee.fee_type,
      flatCents: dollarsToCents(fee.flat),
      percentHundredths: Math.round(fee.percent * 100),
      minFeeCents: fee.min_fee == null ? null : dollarsToCents(fee.min_fee),
      maxFeeCents: fee.max_fee == null ? null : dollarsToCents(fee.max_fee),
      // The fee models (docs/product.md §10 "Fee models"): a tier's percent in hundredths like the rule's own, the
      // programs once each in their usual order.
      percentThresholdCents: fee.percent_threshold == null ? null : dollarsToCents(fee.percent_threshold),
      percentTiers:
        fee.percent_tiers?.map((tier) => ({
          from_cents: dollarsToCents(tier.from),
          percent_hundredths: Math.round(tier.percent * 100),
        })) ?? null,
      excludedPrograms: TOKEN_PROGRAMS.filter((program) => fee.excluded_programs?.includes(program)),
    })),
  );
}

// A program name belongs to incentives only; the vendor types are stored once each, in their usual order.
// What the input leaves out is kept on an existing token and defaulted on a new one (OTHER, every type).
function programValues(token: TokenInput, isNew: boolean) {
  const program = token.program ?? (isNew ? DEFAULT_TOKEN_PROGRAM : undefined);
  const acceptedBy = token.accepted_by ?? (isNew ? ALL_VENDOR_TYPES : undefined);
  return {
    ...(program && {
      program,
      programName: program === 'INCENTIVE' ? token.program_name?.trim() || null : null,
    }),
    ...(acceptedBy && { acceptedBy: normalizeAcceptedBy(acceptedBy) }),
  };
}

// New tokens start their ledger with a CREATION entry; existing ones change name, value, looks and program only.
async function saveTokens(tx: Database, marketId: string, list: TokenInput[], actor: Actor) {
  for (const [position, token] of list.entries()) {
    const values = {
      position,
      name: token.name.trim(),
      perDollarValueCents: dollarsToCents(token.per_dollar_value),
      visualSettings: token.visual_settings ?? null,
      ...programValues(token, !token.id),
    };
    if (token.id) {
      const updated = await updateMarketToken(tx, { marketId, tokenId: token.id, values });
      if (!updated) throw notFound('Token not found in this market.');
      continue;
    }
    const createdId = await insertMarketToken(tx, { marketId, values });
    await appendLedgerEntry(tx, {
      tokenId: createdId,
      marketId,
      delta: token.count ?? 0,
      type: 'CREATION',
      createdBy: actor.userId,
      note: 'Token created',
    });
  }
}

export async function createMarket({
  db,
  input,
  actor,
}: {
  db: Database;
  input: MarketInputParsed;
  actor: Actor;
}) {
  const marketId = await db.transaction(async (tx) => {
    const id = await insertMarket(tx, { managerId: actor.managerId, ...marketValues(input) });
    await replaceFees(tx, id, input);
    await saveTokens(tx, id, input.tokens, actor);
    return id;
  });
  return getMarket({ db, managerId: actor.managerId, marketId });
}

export async function updateMarket({
  db,
  marketId,
  input,
  actor,
  now,
}: {
  db: Database;
  marketId: string;
  input: MarketInputParsed;
  actor: Actor;
  now: Date;
}) {
  await db.transaction(async (tx) => {
    const updated = await updateOwnedMarket({
      db: tx,
      marketId,
      managerId: actor.managerId,
      values: { ...marketValues(input), updatedAt: now },
    });
    if (!updated) throw notFound();
    await replaceFees(tx, marketId, input);
    await saveTokens(tx, marketId, input.tokens, actor);
  });
  return getMarket({ db, managerId: actor.managerId, marketId });
}

export async function updateRules({
  db,
  marketId,
  managerId,
  rules,
  now,
}: {
  db: Database;
  marketId: string;
  managerId: string;
  rules: MarketRules;
  now: Date;
}) {
  const updated = await updateOwnedMarket({ db, marketId, managerId, values: { rules, updatedAt: now } });
  if (!updated) throw notFound();
  return getMarket({ db, managerId, marketId });
}

// A slug names one page across every account, so a slug another manager uses is refused too. The unique
// constraint decides (two managers saving the same slug at once cannot both win); its refusal goes on the field.
export async function updatePublicPage({
  db,
  marketId,
  managerId,
  page,
  now,
}: {
  db: Database;
  marketId: string;
  managerId: string;
  page: MarketPublicPage;
  now: Date;
}): Promise<MarketPublicPage> {
  return refuseIfDuplicate(
    async () => {
      const row = await updateOwnedMarketPublicPage({
        db,
        marketId,
        managerId,
        values: {
          publicSlug: page.public_slug,
          publicPageEnabled: page.public_page_enabled,
          publicRules: page.public_rules,
          updatedAt: now,
        },
      });
      if (!row) throw notFound();
      return row;
    },
    fieldConflict('public_slug', PUBLIC_SLUG_TAKEN),
  );
}

export const MARKET_HAS_HISTORY =
  'This market has checkouts, payments or token activity on record. Its history must be kept, so it cannot be deleted.';

// Money history is never orphaned: a market whose tokens moved beyond their creation is kept.
export async function deleteMarket(key: ManagerMarket) {
  if (!(await ownsMarket(key))) throw notFound();
  if (await hasTokenActivity({ db: key.db, marketId: key.marketId })) throw conflict(MARKET_HAS_HISTORY);
  // Checkouts and day reports hold the market by a restricting key.
  await refuseIfReferenced(() => deleteOwnedMarket(key), MARKET_HAS_HISTORY);
}
