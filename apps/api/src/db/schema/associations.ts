import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, updatedAt } from './columns';
import { createdByAt } from './users';
import { vendors } from './vendors';

// Groups of vendors run by an admin; vendors join with the access code until max_vendors is reached.
export const associations = pgTable(
  'associations',
  {
    id: id(),
    name: text('name').notNull(),
    maxVendors: integer('max_vendors').notNull(),
    active: boolean('active').notNull().default(true),
    accessCode: text('access_code').notNull(),
    ...createdByAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('associations_access_code_uq').on(sql`upper(${t.accessCode})`)],
);

export const associationVendors = pgTable(
  'association_vendors',
  {
    associationId: ref('association_id', () => associations.id, 'cascade'),
    vendorId: ref('vendor_id', () => vendors.id, 'cascade'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.associationId, t.vendorId] })],
);
