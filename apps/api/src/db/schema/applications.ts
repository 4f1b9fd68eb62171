import { APPLICATION_STATUSES } from '@marketday/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, timestamps } from './columns';
import { markets } from './markets';
import { decidedByAt } from './users';
import { vendors } from './vendors';

export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);

// A vendor asking to join a market; approval adds a market_vendors row.
export const marketApplications = pgTable(
  'market_applications',
  {
    id: id(),
    vendorId: ref('vendor_id', () => vendors.id, 'cascade'),
    marketId: ref('market_id', () => markets.id, 'cascade'),
    status: applicationStatusEnum('status').notNull().default('PENDING'),
    message: text('message'),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    documentIds: jsonb('document_ids').$type<string[]>().notNull().default([]),
    reason: text('reason'),
    ...decidedByAt(),
    ...timestamps(),
  },
  (t) => [
    // At most one open application per vendor and market.
    uniqueIndex('market_applications_pending_uq')
      .on(t.vendorId, t.marketId)
      .where(sql`${t.status} = 'PENDING'`),
    index('market_applications_market_idx').on(t.marketId),
  ],
);
