import { z } from 'zod';
import { PRODUCT_CATEGORIES, PRODUCT_TAGS } from './enums';
import { flagRepeatedKeys } from './repeated-keys';

export * from './product-tag-groups';
export * from './seasonality';

// A vendor's catalogue entry (docs/product.md §3 "Vendor product"). product_id is the entry's id.
export const VendorProductSchema = z.object({
  vendor_id: z.string(),
  product_id: z.string(),
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  tags: z.array(z.enum(PRODUCT_TAGS)),
  // Free-form facts such as { variety: "Fuji", unit: "lb" }.
  attributes: z.record(z.string(), z.string()),
  // Months available, 1 (January) to 12, ascending.
  seasonality: z.array(z.number().int()),
  description: z.string().nullable(),
});
export type VendorProduct = z.infer<typeof VendorProductSchema>;

export const PRODUCT_LIMITS = {
  name: 120,
  description: 1000,
  attributes: 20,
  attributeName: 60,
  attributeValue: 200,
  search: 120,
  // A farm stall's catalogue, with room to spare; keeps one account from filling the database.
  perVendor: 500,
} as const;

export const PRODUCT_MESSAGES = {
  created: 'Product added.',
  updated: 'Product updated.',
  deleted: 'Product deleted.',
  limitReached: `You can list up to ${PRODUCT_LIMITS.perVendor} products. Delete one you no longer sell to add another.`,
  // Names are compared without regard to case or surrounding spaces, within one vendor's list.
  duplicateName: 'You already have a product with this name. Edit that one or choose another name.',
} as const;

// The form edits attributes as rows (so a half-typed or repeated name can be pointed at); the API stores
// and answers a name → value map. Both shapes are accepted and the result is always the map.
export type ProductAttributeRow = { name: string; value: string };

const AttributeRowSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Attribute name is required')
    .max(
      PRODUCT_LIMITS.attributeName,
      `Attribute name must be ${PRODUCT_LIMITS.attributeName} characters or fewer`,
    ),
  value: z
    .string()
    .trim()
    .min(1, 'Attribute value is required')
    .max(
      PRODUCT_LIMITS.attributeValue,
      `Attribute value must be ${PRODUCT_LIMITS.attributeValue} characters or fewer`,
    ),
});

const AttributeRowsSchema = z
  .array(AttributeRowSchema)
  .max(PRODUCT_LIMITS.attributes, `Add at most ${PRODUCT_LIMITS.attributes} attributes`)
  .superRefine((rows, ctx) =>
    flagRepeatedKeys(
      ctx,
      rows,
      (row) => row.name.toLowerCase(),
      (_, index) => ({ path: [index, 'name'], message: 'Each attribute name can be used once' }),
    ),
  );

export const ProductAttributesSchema = z
  .union(
    [
      z.array(z.object({ name: z.string(), value: z.string() })),
      z
        .record(z.string(), z.string())
        .transform((map) => Object.entries(map).map(([name, value]) => ({ name, value }))),
    ],
    'Attributes must be names with text values',
  )
  .pipe(AttributeRowsSchema)
  .transform((rows) => Object.fromEntries(rows.map((row) => [row.name, row.value])));

export function attributeRows(attributes: Record<string, string>): ProductAttributeRow[] {
  return Object.entries(attributes).map(([name, value]) => ({ name, value }));
}

export const ProductInputSchema = z.object({
  name: z
    .string('Product name is required')
    .trim()
    .min(1, 'Product name is required')
    .max(PRODUCT_LIMITS.name, `Product name must be ${PRODUCT_LIMITS.name} characters or fewer`),
  category: z.enum(PRODUCT_CATEGORIES, 'Choose a category'),
  // Stored once each as keys (docs/product.md §3), in PRODUCT_TAGS order whatever order they were ticked in.
  tags: z
    .array(z.enum(PRODUCT_TAGS, 'Unknown tag'))
    .default([])
    .transform((tags) => PRODUCT_TAGS.filter((tag) => tags.includes(tag))),
  attributes: ProductAttributesSchema.default({}),
  seasonality: z
    .array(z.number().int().min(1, 'Months run from 1 to 12').max(12, 'Months run from 1 to 12'), {
      error: 'Choose at least one month',
    })
    .min(1, 'Choose at least one month')
    .transform((months) => [...new Set(months)].sort((a, b) => a - b)),
  description: z
    .string()
    .trim()
    .max(PRODUCT_LIMITS.description, `Description must be ${PRODUCT_LIMITS.description} characters or fewer`)
    .nullish()
    .transform((text) => text || null),
});
export type ProductInput = z.input<typeof ProductInputSchema>;
export type ProductInputOutput = z.output<typeof ProductInputSchema>;

// GET /vendors/self/products filters; all optional and combined with AND.
export const ProductListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(PRODUCT_LIMITS.search, `Search must be ${PRODUCT_LIMITS.search} characters or fewer`)
    .optional(),
  category: z.enum(PRODUCT_CATEGORIES, 'Unknown category').optional(),
  tag: z.enum(PRODUCT_TAGS, 'Unknown tag').optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;
