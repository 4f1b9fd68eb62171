import type { CheckoutDraft, FeeStructure, TokenProgram, VendorType } from '@marketday/shared';
import type { ManagerMarket } from '../../db/client';
import { fixedStatement } from './fixed-statement.repository';

export type CheckoutInputs = {
  // The answer stored under the submit's Idempotency-Key, if it was used before.
  stored: { request_hash: string; status_code: number; response: unknown } | null;
  market: {
    id: string;
    name: string;
    gov_fee_cents: number;
    custom_fields: Record<string, string>;
    time_zone: string;
  } | null;
  seller: {
    market_vendor_id: string;
    vendor_id: string;
    business_name: string;
    type: VendorType;
    receipt_email: string | null;
  } | null;
  // The market's live tokens among those counted, in the order a checkout lists them (by name).
  tokens:
    | {
        id: string;
        name: string;
        per_dollar_value_cents: number;
        accepted_by: VendorType[];
        program: TokenProgram;
      }[]
    | null;
  fees:
    | {
        vendor_type: VendorType;
        fee_type: FeeStructure;
        flat_cents: number;
        percent_hundredths: number;
        min_fee_cents: number | null;
        max_fee_cents: number | null;
        // The fee models (docs/product.md §10 "Fee models").
        percent_threshold_cents: number | null;
        percent_tiers: { from_cents: number; percent_hundredths: number }[] | null;
        excluded_programs: TokenProgram[];
      }[]
    | null;
  // The vendor's checkout of that day, if there is one already (one per vendor per market day).
  existing: { id: string; vendor_name: string; market_date: string } | null;
};

// Everything a submit or an overwrite decides on, read in one statement (one round trip): the stored
// answer of the key, the manager's market, the seller, the counted tokens, the fee rules and the vendor's
// checkout of the day. Every part is scoped to the manager's market as the separate reads were. One fixed text
// whatever the number of tokens counted (their ids come in as one jsonb array), prepared once (fixedStatement).
const checkoutInputsStatement = fixedStatement('checkout_inputs')`select
    (select json_build_object('request_hash', k.request_hash, 'status_code', k.status_code, 'response', k.response)
      from idempotency_keys k where k.manager_id = ${'manager_id'}::uuid and k.key = ${'key'}::text) as stored,
    (select json_build_object('id', m.id, 'name', m.name, 'gov_fee_cents', m.gov_fee_cents,
        'custom_fields', m.custom_fields, 'time_zone', m.time_zone)
      from markets m where m.id = ${'market_id'}::uuid and m.manager_id = ${'manager_id'}::uuid) as market,
    (select json_build_object('market_vendor_id', mv.id, 'vendor_id', v.id, 'business_name', v.business_name,
        'type', v.type, 'receipt_email', v.receipt_email)
      from market_vendors mv join vendors v on v.id = mv.vendor_id
      where mv.id = ${'market_vendor_id'}::uuid and mv.market_id = ${'market_id'}::uuid) as seller,
    (select json_agg(json_build_object('id', t.id, 'name', t.name, 'per_dollar_value_cents', t.per_dollar_value_cents,
        'accepted_by', t.accepted_by, 'program', t.program)
        order by t.name, t.id)
      from tokens t where t.market_id = ${'market_id'}::uuid and t.deleted_at is null
        and t.id in (select c::uuid from jsonb_array_elements_text(${'token_ids'}::jsonb) as c)) as tokens,
    (select json_agg(json_build_object('vendor_type', f.vendor_type, 'fee_type', f.fee_type,
        'flat_cents', f.flat_cents, 'percent_hundredths', f.percent_hundredths,
        'min_fee_cents', f.min_fee_cents, 'max_fee_cents', f.max_fee_cents,
        'percent_threshold_cents', f.percent_threshold_cents, 'percent_tiers', f.percent_tiers,
        'excluded_programs', f.excluded_programs))
      from market_vendor_fees f where f.market_id = ${'market_id'}::uuid) as fees,
    (select json_build_object('id', x.id, 'vendor_name', x.vendor_name, 'market_date', x.market_date)
      from transactions x
      where x.manager_id = ${'manager_id'}::uuid and x.market_vendor_id = ${'market_vendor_id'}::uuid
        and x.market_date = ${'market_date'}::date) as existing`;

export async function readCheckoutInputs({
  db,
  managerId,
  marketId,
  draft,
  idempotencyKey,
}: ManagerMarket & {
  draft: CheckoutDraft;
  idempotencyKey?: string | undefined;
}): Promise<CheckoutInputs> {
  const [row] = await checkoutInputsStatement.run<CheckoutInputs>(db, {
    manager_id: managerId,
    market_id: marketId,
    market_vendor_id: draft.marketVendorId,
    market_date: draft.marketDate,
    key: idempotencyKey ?? null,
    token_ids: JSON.stringify(draft.tokens.map((t) => t.tokenId.toLowerCase())),
  });
  if (!row) throw new Error('Checkout inputs were not read');
  return row;
}
