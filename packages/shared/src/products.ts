import { z } from 'zod';
import { PRODUCT_CATEGORIES, PRODUCT_TAGS, type ProductCategory, type ProductTag } from './enums';

// A vendor's catalogue entry (spec §3 "Vendor product"). product_id is the entry's id.
export type VendorProduct = {
  vendor_id: string;
  product_id: string;
  name: string;
  category: ProductCategory;
  tags: ProductTag[];
  // Free-form facts such as { variety: "Fuji", unit: "lb" }.
  attributes: Record<string, string>;
  // Months available, 1 (January) to 12, ascending.
  seasonality: number[];
  description: string | null;
};

export const ProductInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Product name is required')
    .max(120, 'Product name must be less than 120 characters'),
  category: z.enum(PRODUCT_CATEGORIES, 'Choose a category'),
  tags: z.array(z.enum(PRODUCT_TAGS)).max(PRODUCT_TAGS.length).default([]),
  attributes: z.record(z.string().trim().min(1).max(60), z.string().trim().max(200)).default({}),
  seasonality: z
    .array(z.number().int().min(1).max(12))
    .min(1, 'Choose at least one month')
    .transform((months) => [...new Set(months)].sort((a, b) => a - b)),
  description: z
    .string()
    .trim()
    .max(1000, 'Description must be less than 1000 characters')
    .nullable()
    .default(null),
});
export type ProductInput = z.input<typeof ProductInputSchema>;
