import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index';

// zod's own wording ("Too big: expected number to be <=11", "Invalid input: expected string, received number"):
// a person reads the spec's messages, or ones in the same voice, never these.
const RAW_ZOD =
  /^(Invalid (input|option|string|UUID|uuid|ISO|element|key|number|url|type|union|literal|value)|Invalid email address|Too (big|small)|Unrecognized key|Expected )/;

// Values a wrong or hostile client sends in place of a field's value.
const BAD_VALUES: unknown[] = [
  '',
  'x',
  '2026-02-30',
  -1,
  1.5,
  12,
  1e12,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  [],
  {},
];

// Every schema the package exports and every schema nested in it, optional ones included: a value that is sent
// reaches the schema under `.optional()`.
function everySchema(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  const seen = new Set<unknown>();
  const visit = (name: string, schema: unknown) => {
    if (!(schema instanceof z.ZodType) || seen.has(schema)) return;
    seen.add(schema);
    found.push([name, schema]);
    if (
      schema instanceof z.ZodOptional ||
      schema instanceof z.ZodNullable ||
      schema instanceof z.ZodDefault
    ) {
      visit(name, schema.unwrap());
    } else if (schema instanceof z.ZodArray) {
      visit(`${name}[]`, schema.element);
    } else if (schema instanceof z.ZodObject) {
      for (const [key, field] of Object.entries(schema.shape)) visit(`${name}.${key}`, field);
    }
  };
  for (const [name, value] of Object.entries(shared)) visit(name, value);
  return found;
}

// Response schemas describe what the server sends; only what a person or a client can send is checked.
const isResponse = (name: string) =>
  /(Record|Response|Json|Row|Summary|Details|Preview|Plan|Result)Schema\b/.test(name);

describe('validation messages', () => {
  it("no schema a request is checked with answers a bad value in zod's own wording", () => {
    const raw = new Set<string>();
    for (const [name, schema] of everySchema()) {
      if (isResponse(name.split('.')[0] ?? name)) continue;
      for (const value of BAD_VALUES) {
        for (const issue of schema.safeParse(value).error?.issues ?? []) {
          if (RAW_ZOD.test(issue.message))
            raw.add(`${name}${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`);
        }
      }
    }
    expect([...raw].sort()).toEqual([]);
  });
});
