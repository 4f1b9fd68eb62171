import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index';
import { wrongValueMessage } from './missing-values';

// Every schema the package exports and every schema nested in an object or array, by a readable name, with the
// "missing" input it is tried with: an empty object for an object, nothing at all for anything else.
function walkedSchemas(): [string, z.ZodType, unknown][] {
  const found: [string, z.ZodType, unknown][] = [];
  const seen = new Set<unknown>();
  // An optional field never reaches its inner schema when absent, so only objects under it are tried.
  const visit = (name: string, schema: unknown, isOptional = false) => {
    if (!(schema instanceof z.ZodType) || seen.has(schema)) return;
    seen.add(schema);
    if (
      schema instanceof z.ZodOptional ||
      schema instanceof z.ZodNullable ||
      schema instanceof z.ZodDefault
    ) {
      visit(name, schema.unwrap(), isOptional || !(schema instanceof z.ZodNullable));
    } else if (schema instanceof z.ZodArray) {
      visit(`${name}[]`, schema.element);
    } else if (schema instanceof z.ZodObject) {
      found.push([name, schema, {}]);
      for (const [key, field] of Object.entries(schema.shape)) visit(`${name}.${key}`, field);
    } else if (!isOptional) {
      found.push([name, schema, undefined]);
    }
  };
  for (const [name, value] of Object.entries(shared)) visit(name, value);
  return found;
}

describe('missing values', () => {
  it('the checkout URL without its parameters says which are required, in the spec words', () => {
    const result = shared.readCheckoutParams({});
    expect(result.success ? [] : result.issues.map((i) => [i.path, i.message])).toEqual([
      ['market', 'Market ID must be a valid UUID'],
      ['market_name', 'Market name is required'],
      ['date', 'Date is required'],
    ]);
  });

  it.each([
    [shared.ManagerVendorInputSchema, 'business_name', 'Business Name is required'],
    [shared.MarketInputSchema, 'name', 'Market Name is required'],
    [shared.CheckoutInputSchema, 'market_date', 'Date is required'],
  ])('a spec-worded field keeps its message when absent (%#)', (schema, field, message) => {
    const issues = (schema as z.ZodType).safeParse({}).error?.issues ?? [];
    expect(issues.find((i) => i.path.join('.') === field)?.message).toBe(message);
  });

  it("no shared schema, nor any field in one, answers a missing value with zod's default 'Invalid input' wording", () => {
    const schemas = walkedSchemas();
    expect(schemas.length).toBeGreaterThan(500);
    const defaults = schemas.flatMap(([name, schema, missing]) =>
      (schema.safeParse(missing).error?.issues ?? [])
        .filter((i) => /^Invalid (input|option)/.test(i.message))
        .map((i) => `${name} ${i.path.join('.')}: ${i.message}`),
    );
    expect(defaults).toEqual([]);
  });

  it('an absent field is named in words', () => {
    const schema = z.object({ market_name: z.string(), iconName: z.string(), tokens: z.array(z.number()) });
    const messages = schema.safeParse({ tokens: [null] }).error?.issues.map((i) => i.message);
    expect(messages).toEqual(['Market name is required', 'Icon name is required', 'Tokens is required']);
  });
});

describe('wrong values in words', () => {
  const season = z.object({ start: z.number().int().max(11) });
  const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
  it.each([
    [season, { start: 12 }, 'Start must be at most 11'],
    [season, { start: 'May' }, 'Start must be a number'],
    [z.object({ notes: z.string().max(3) }), { notes: 'long' }, 'Notes must be at most 3 characters'],
    [z.object({ tags: z.array(z.string()).min(1) }), { tags: [] }, 'Tags must have at least 1 item'],
    [z.object({ kind: z.enum(['A', 'B']) }), { kind: 'C' }, 'Kind must be one of: A, B'],
    [z.object({ id: z.uuid() }), { id: 'x' }, 'Id must be a valid ID'],
    [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'Unknown field: b'],
  ])('%#: %o reads %s', (schema, value, message) => {
    expect(first(schema, value)).toBe(message);
  });

  it('leaves a message a schema gives of its own', () => {
    expect(first(z.object({ n: z.number().max(1, 'Too many') }), { n: 2 })).toBe('Too many');
    expect(wrongValueMessage({ code: 'custom' })).toBeUndefined();
  });
});
