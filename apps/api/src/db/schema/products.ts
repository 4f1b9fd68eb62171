import { PRODUCT_CATEGORIES, type ProductTag } from '@marketday/shared';
import { index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, timestamps } from './columns';
import { vendors } from './vendors';

export const productCategoryEnum = pgEnum('product_category', PRODUCT_CATEGORIES);

// A vendor's own catalogue (docs/product.md §3 "Vendor product"); product_id is this row's id.
export const vendorProducts = pgTable(
  'vendor_products',
  {
    id: id(),
    vendorId: ref('vendor_id', () => vendors.id, 'cascade'),
    name: text('name').notNull(),
    category: productCategoryEnum('category').notNull(),
    tags: jsonb('tags').$type<ProductTag[]>().notNull().default([]),
    // Free-form facts a shopper or manager cares about, e.g. { variety: "Fuji", unit: "lb" }.
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    // Months of availability, 1–12.
    seasonality: jsonb('seasonality').$type<number[]>().notNull().default([]),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('vendor_products_vendor_idx').on(t.vendorId)],
);
