import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, PRODUCT_TAG_LABELS, PRODUCT_TAGS } from './enums';
import { PRODUCT_TAG_GROUPS } from './product-tag-groups';
import { ProductInputSchema, ProductListQuerySchema } from './products';

const valid = { name: 'Fuji Apples', category: 'produce', seasonality: [9, 10, 11] };
const messages = (input: unknown) =>
  ProductInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('product labels and tag groups', () => {
  it('labels every category and tag with distinct words', () => {
    expect(Object.keys(PRODUCT_CATEGORY_LABELS).sort()).toEqual([...PRODUCT_CATEGORIES].sort());
    expect(Object.keys(PRODUCT_TAG_LABELS).sort()).toEqual([...PRODUCT_TAGS].sort());
    expect(new Set(Object.values(PRODUCT_CATEGORY_LABELS)).size).toBe(24);
    expect(new Set(Object.values(PRODUCT_TAG_LABELS)).size).toBe(41);
    expect(PRODUCT_CATEGORY_LABELS.sauces_dips_spreads).toBe('Sauces, Dips & Spreads');
    expect(PRODUCT_TAG_LABELS.certified_naturally_grown).toBe('Certified Naturally Grown');
  });

  it('puts every one of the 41 tags in exactly one group', () => {
    const grouped = PRODUCT_TAG_GROUPS.flatMap((group) => group.tags);
    expect(grouped).toHaveLength(41);
    expect([...grouped].sort()).toEqual([...PRODUCT_TAGS].sort());
    const dietary = PRODUCT_TAG_GROUPS.find((group) => group.id === 'dietary')?.tags;
    expect(dietary).toEqual(expect.arrayContaining(['gluten_free', 'vegan', 'contains_nuts', 'keto']));
  });
});

describe('product input', () => {
  it('fills defaults and keeps tags once each, in the spec order, and months sorted', () => {
    expect(
      ProductInputSchema.parse({
        ...valid,
        tags: ['vegan', 'organic', 'vegan'],
        seasonality: [11, 9, 9, 10],
      }),
    ).toEqual({
      ...valid,
      tags: ['organic', 'vegan'],
      attributes: {},
      seasonality: [9, 10, 11],
      description: null,
    });
  });

  it('takes attributes as a map or as form rows and answers a map of trimmed names and values', () => {
    expect(ProductInputSchema.parse({ ...valid, attributes: { variety: 'Fuji' } }).attributes).toEqual({
      variety: 'Fuji',
    });
    const rows = [
      { name: ' unit ', value: ' lb ' },
      { name: 'variety', value: 'Fuji' },
    ];
    expect(ProductInputSchema.parse({ ...valid, attributes: rows }).attributes).toEqual({
      unit: 'lb',
      variety: 'Fuji',
    });
  });

  it('points at the attribute row that is blank or repeats a name', () => {
    const result = ProductInputSchema.safeParse({
      ...valid,
      attributes: [
        { name: 'Unit', value: 'lb' },
        { name: '', value: 'x' },
        { name: 'unit', value: '' },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['attributes.1.name', 'Attribute name is required'],
      ['attributes.2.value', 'Attribute value is required'],
      ['attributes.2.name', 'Each attribute name can be used once'],
    ]);
    const repeated = ProductInputSchema.safeParse({
      ...valid,
      attributes: [
        { name: 'Unit', value: 'lb' },
        { name: 'unit ', value: 'kg' },
      ],
    });
    expect(repeated.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['attributes.1.name', 'Each attribute name can be used once'],
    ]);
  });

  it.each([
    [{ name: '  ' }, 'Product name is required'],
    [{ name: 'x'.repeat(121) }, 'Product name must be 120 characters or fewer'],
    [{ category: 'fruit' }, 'Choose a category'],
    [{ category: undefined }, 'Choose a category'],
    [{ seasonality: [] }, 'Choose at least one month'],
    [{ seasonality: [0] }, 'Months run from 1 to 12'],
    [{ tags: ['tasty'] }, 'Unknown tag'],
    [{ description: 'x'.repeat(1001) }, 'Description must be 1000 characters or fewer'],
    [{ attributes: { unit: 5 } }, 'Attributes must be names with text values'],
  ])('refuses %o with its message', (overrides, message) => {
    expect(messages({ ...valid, ...overrides })).toContain(message);
  });

  it('stores a blank description as none', () => {
    expect(ProductInputSchema.parse({ ...valid, description: '   ' }).description).toBeNull();
  });

  it('reads list filters and refuses unknown ones', () => {
    expect(ProductListQuerySchema.parse({ search: ' jam ', tag: 'vegan' })).toEqual({
      search: 'jam',
      tag: 'vegan',
    });
    expect(ProductListQuerySchema.safeParse({ category: 'fruit' }).error?.issues[0]?.message).toBe(
      'Unknown category',
    );
  });
});
