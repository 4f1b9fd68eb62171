import type { ProductCategory, TokenProgram, VendorType, Weekday } from '@marketday/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

// The public market page's reads (docs/product.md §18). Each one selects only the columns a shopper may see, so
// a private field (a phone, an e-mail, producer names, fees, sales) cannot reach the page by a later edit of the
// rendering: it is never read here. The market's id is read only to find its tokens and vendors.

export type PublicMarketRow = {
  id: string;
  name: string;
  public_slug: string;
  day_of_week: Weekday;
  season_start: number;
  season_end: number;
  hours_start: string;
  hours_end: string;
  street: string | null;
  street_2: string | null;
  address_city: string | null;
  state: string | null;
  postal_code: string | null;
  time_zone: string;
  public_rules: string | null;
};

/** The market whose public page is on at exactly this slug, or null (the caller answers 404). */
export async function enabledMarketBySlug(db: Database, slug: string): Promise<PublicMarketRow | null> {
  const result = await db.execute(sql`
    select id, name, public_slug, day_of_week::text as day_of_week, season_start, season_end,
           hours_start::text as hours_start, hours_end::text as hours_end,
           street, street_2, address_city, state, postal_code, time_zone, public_rules
      from markets
     where public_slug = ${slug} and public_page_enabled`);
  return rowsOf<PublicMarketRow>(result)[0] ?? null;
}

export type AcceptedTokenRow = { name: string; program: TokenProgram; program_name: string | null };

/** The market's live tokens (a retired one is no longer taken), in the manager's order. */
export async function acceptedTokens(db: Database, marketId: string): Promise<AcceptedTokenRow[]> {
  const result = await db.execute(sql`
    select name, program::text as program, program_name
      from tokens
     where market_id = ${marketId} and deleted_at is null
     order by position, name, id`);
  return rowsOf<AcceptedTokenRow>(result);
}

export type DirectoryRow = {
  vendor_id: string;
  business_name: string;
  type: VendorType;
  product_name: string | null;
  category: ProductCategory | null;
  seasonality: number[] | null;
};

/**
 * One row per product (or one row with no product) of each vendor in the directory: a member of the market
 * (market_vendors: an approved application or the manager's own assignment) who has an account of their own
 * and opted in (settings.directory_listed). A vendor a manager merely keeps on file never chose to be listed.
 */
export async function directoryRows(db: Database, marketId: string): Promise<DirectoryRow[]> {
  const result = await db.execute(sql`
    select v.id as vendor_id, v.business_name, v.type::text as type,
           p.name as product_name, p.category::text as category, p.seasonality
      from market_vendors mv
      join vendors v on v.id = mv.vendor_id
      left join vendor_products p on p.vendor_id = v.id
     where mv.market_id = ${marketId}
       and v.user_id is not null
       and not v.private
       and coalesce((v.settings ->> 'directory_listed')::boolean, false)
     order by lower(v.business_name), v.id, p.sort_order, lower(p.name), p.id`);
  return rowsOf<DirectoryRow>(result);
}
