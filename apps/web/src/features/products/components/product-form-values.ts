import { zodResolver } from '@hookform/resolvers/zod';
import {
  attributeRows,
  type ProductAttributeRow,
  type ProductCategory,
  type ProductInputOutput,
  ProductInputSchema,
  type ProductTag,
  type VendorProduct,
} from '@marketday/shared';
import type { Control, Resolver } from 'react-hook-form';

// What the form edits: attributes as rows (the schema turns them into the API's map) and the description
// as text ('' is sent as none).
export type ProductFormValues = {
  name: string;
  category: ProductCategory;
  tags: ProductTag[];
  attributes: ProductAttributeRow[];
  seasonality: number[];
  description: string;
};
// The schema takes attributes as a map or as rows; the form always holds rows, so its values are one
// shape of the schema's input. react-hook-form cannot walk a union-typed array field, hence the narrowing.
export const productResolver = zodResolver(ProductInputSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  ProductInputOutput
>;

export type ProductFormControl = Control<ProductFormValues, unknown, ProductInputOutput>;

export const EMPTY_PRODUCT_FORM: Partial<ProductFormValues> = {
  name: '',
  tags: [],
  attributes: [],
  seasonality: [],
  description: '',
};

export function formValuesOf(product: VendorProduct): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    tags: product.tags,
    attributes: attributeRows(product.attributes),
    seasonality: product.seasonality,
    description: product.description ?? '',
  };
}
