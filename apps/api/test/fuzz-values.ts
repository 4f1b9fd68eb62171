import { z } from 'zod';

// Values and mutations for the fuzz harness (fuzz.test.ts): what a probe of the running server sent,
// generated deterministically from a seed so a failure is the same failure on every run.

/** A small seeded PRNG (mulberry32): the same seed gives the same requests on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0)
      out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    return out;
  };
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = '89ab'[Math.floor(next() * 4)] ?? '8';
    const h = hex.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  return { next, pick, sample, uuid };
}
export type Random = ReturnType<typeof seededRandom>;

// JSON cannot spell these; they are written into the body text as is (1e400 parses to Infinity).
const RAW = '\u0001raw:';
export const raw = (text: string) => `${RAW}${text}`;

/** JSON text of a value, with raw(...) markers written unquoted. */
export function toJson(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001raw:([^"]*)"/g, '$1');
}

export const BAD_DATES = [
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '2026-13-01',
  '1899-12-31',
  '2101-01-01',
  '-000001-01-01',
  '+275760-09-13',
  '2026-1-1',
  '20260101',
  '2026-06-13T00:00:00Z',
  '2026-06-13\u0000',
  '',
] as const;

export const BAD_NUMBERS: unknown[] = [
  -1,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  1e308,
  -1e308,
  1.005,
  0.001,
  5e-324,
  21_474_836.48,
  raw('1e400'),
  raw('-1e400'),
  raw('123456789012345678901234567890'),
  'NaN',
  '1e308',
  '2147483648',
];

export const BAD_STRINGS: unknown[] = [
  'x\u0000y',
  '\ud800',
  'a\udfffb',
  'x'.repeat(10_000),
  '\u202e\u0007\u001b[31m',
  "' OR 1=1; --",
  '../../../etc/passwd',
  '',
  ' ',
  '😀'.repeat(2_000),
];

// Anything else in the wrong place: wrong types, nested objects where strings are expected, arrays where
// objects are expected, prototype-pollution keys.
export const WRONG_TYPES: unknown[] = [
  true,
  0,
  [],
  ['a', 1, null],
  {},
  { nested: { deeper: ['x'] } },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
];

export const ALL_BAD_VALUES: unknown[] = [...BAD_DATES, ...BAD_NUMBERS, ...BAD_STRINGS, ...WRONG_TYPES];

/** Whole bodies that are not the body asked for, each with the content type it travels with. */
export function malformedBodies(valid: unknown): { payload: string | Buffer; contentType?: string }[] {
  const json = 'application/json';
  const object = valid && typeof valid === 'object' && !Array.isArray(valid) ? valid : {};
  return [
    { payload: '', contentType: json },
    { payload: 'not json at all', contentType: json },
    { payload: '{"a":', contentType: json },
    { payload: '{"a":1,}', contentType: json },
    { payload: 'null', contentType: json },
    { payload: '[]', contentType: json },
    { payload: '"a string"', contentType: json },
    { payload: '12345', contentType: json },
    { payload: toJson([valid, valid]), contentType: json },
    { payload: '{}', contentType: json },
    { payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, contentType: json },
    { payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}', contentType: json },
    {
      payload: toJson({ ...object, __proto__x: 1, constructor: { prototype: { polluted: true } } }),
      contentType: json,
    },
    { payload: `{"__proto__":{"polluted":true},${toJson(object).slice(1)}`, contentType: json },
    { payload: toJson({ ...object, extra_field: 'x', another: { deep: [1, 2, 3] } }), contentType: json },
    {
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
      contentType: json,
    },
    { payload: toJson(valid), contentType: 'text/plain' },
    { payload: toJson(valid), contentType: 'application/x-www-form-urlencoded' },
    { payload: toJson(valid), contentType: 'application/json; charset=utf-16' },
    { payload: toJson(valid), contentType: 'multipart/form-data; boundary=nope' },
    { payload: toJson(valid) },
  ];
}

type Path = (string | number)[];

/** Every path to a value inside a JSON value, objects and arrays alike (the root excluded). */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  return [];
}

type JsonSchema = {
  type?: string | string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

// A number field's bounds as its schema states them (exclusive ones as the first value refused).
export type Bounds = {
  min?: number;
  max?: number;
  exclusiveMin?: number;
  exclusiveMax?: number;
  integer: boolean;
};
export type FieldInfo = { path: Path; kind: 'date' | 'number' | 'string' | 'other'; bounds?: Bounds };

/** Values on and just past a number field's bounds, and a fraction for an integer: where off-by-ones live. */
export function boundaryValues(bounds: Bounds): number[] {
  const step = bounds.integer ? 1 : 0.01;
  const out: number[] = [];
  if (bounds.min !== undefined) out.push(bounds.min, bounds.min - step);
  if (bounds.exclusiveMin !== undefined) out.push(bounds.exclusiveMin, bounds.exclusiveMin + step);
  if (bounds.max !== undefined) out.push(bounds.max, bounds.max + step);
  if (bounds.exclusiveMax !== undefined) out.push(bounds.exclusiveMax, bounds.exclusiveMax - step);
  if (bounds.integer) out.push((bounds.min ?? bounds.exclusiveMin ?? 0) + 0.5);
  // Past what a 32- and a 64-bit column holds, and past what a double holds exactly.
  out.push(2 ** 31, 2 ** 63, Number.MAX_SAFE_INTEGER + 2);
  return [...new Set(out.map((value) => Number(value.toFixed(6))))];
}

function boundsOf(node: JsonSchema): Bounds | undefined {
  const variants = [node, ...(node.anyOf ?? []), ...(node.oneOf ?? [])];
  const numeric = variants.find((v) => v.type === 'number' || v.type === 'integer');
  if (!numeric) return undefined;
  return {
    ...(numeric.minimum !== undefined ? { min: numeric.minimum } : {}),
    ...(numeric.maximum !== undefined ? { max: numeric.maximum } : {}),
    ...(numeric.exclusiveMinimum !== undefined ? { exclusiveMin: numeric.exclusiveMinimum } : {}),
    ...(numeric.exclusiveMaximum !== undefined ? { exclusiveMax: numeric.exclusiveMaximum } : {}),
    integer: numeric.type === 'integer',
  };
}

/** The fields a zod schema declares, optional ones too, from its JSON Schema (records get a key 'k'). */
export function fieldsOfSchema(schema: z.ZodType): FieldInfo[] {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return [];
  }
  const out: FieldInfo[] = [];
  const kindOf = (node: JsonSchema): FieldInfo['kind'] => {
    const variants = [node, ...(node.anyOf ?? []), ...(node.oneOf ?? [])];
    if (variants.some((v) => v.format === 'date' || v.format === 'date-time')) return 'date';
    const types = variants.flatMap((v) => (Array.isArray(v.type) ? v.type : v.type ? [v.type] : []));
    if (types.includes('number') || types.includes('integer')) return 'number';
    if (types.includes('string')) return 'string';
    return 'other';
  };
  const walk = (node: JsonSchema, path: Path, depth: number) => {
    if (depth > 6) return;
    for (const variant of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      walk(variant, path, depth + 1);
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const bounds = boundsOf(child);
      out.push({ path: [...path, key], kind: kindOf(child), ...(bounds ? { bounds } : {}) });
      walk(child, [...path, key], depth + 1);
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      out.push({ path: [...path, 'k'], kind: kindOf(node.additionalProperties) });
      walk(node.additionalProperties, [...path, 'k'], depth + 1);
    }
    if (node.items) {
      const bounds = boundsOf(node.items);
      out.push({ path: [...path, 0], kind: kindOf(node.items), ...(bounds ? { bounds } : {}) });
      walk(node.items, [...path, 0], depth + 1);
    }
  };
  walk(json, [], 0);
  return out;
}

/** A deep copy of `value` with the value at `path` replaced (or removed when `replacement` is REMOVE). */
export const REMOVE = Symbol('remove');
export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const [index, key] of path.entries()) {
    const last = index === path.length - 1;
    if (last) {
      if (replacement === REMOVE) {
        if (Array.isArray(node)) node.splice(Number(key), 1);
        else delete node[key];
      } else {
        Object.defineProperty(node, key, {
          value: replacement,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return copy;
    }
    const child = node[key];
    const next =
      child && typeof child === 'object'
        ? child
        : typeof path[index + 1] === 'number'
          ? []
          : ({} as Record<string | number, unknown>);
    node[key] = next;
    node = next as Record<string | number, unknown>;
  }
  return copy;
}

export const pathLabel = (path: Path) => path.join('.') || '(root)';

// encodeURIComponent refuses a lone surrogate; send it as the bytes a careless client would (ED A0 80).
function encodeLoosely(text: string): string {
  return Array.from(text, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
  }).join('');
}

/** A query string from a record; arrays repeat the key. Values are percent-encoded unless raw(...). */
export function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const text = typeof item === 'string' ? item : JSON.stringify(item);
      const encoded = text.startsWith(RAW) ? text.slice(RAW.length) : encodeLoosely(text);
      parts.push(`${encodeLoosely(key)}=${encoded}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Query values that must not reach the database: bad dates, numbers, text, and encodings. */
export const BAD_QUERY_VALUES: unknown[] = [
  ...BAD_DATES.filter((d) => !d.includes('\u0000')),
  'x\u0000y',
  raw('%00'),
  raw('%ED%A0%80'),
  raw('%'),
  raw('%E0%A4%A'),
  '\ud800',
  'x'.repeat(10_000),
  '-1',
  '2147483648',
  '9007199254740993',
  '1e308',
  'NaN',
  'Infinity',
  '[object Object]',
  'not-a-uuid',
];

/** Path segments that are not the ids a route takes. */
export const BAD_PARAMS: string[] = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%00',
  '%ED%A0%80',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(2_000),
  '-1',
  '2147483648',
  '0000-01-01',
  '2026-02-30',
  '9999-12-31',
  '__proto__',
  'constructor',
];

// What must never appear in an answer: a stack trace, a source path, an error dump.
const LEAKS: [string, RegExp][] = [
  ['stack line', /(?:^|\\n|\n)\s*at [^\s]+ \(?[^\n]*:\d+:\d+\)?/],
  ['stack frame', /\bat (?:async )?[\w$.<>]+ \([^)]*:\d+:\d+\)/],
  ['source path', /\/src\/|\\src\\|node_modules|file:\/\//],
  ['source file', /\.(?:ts|js|mjs|cjs):\d+/],
  ['error dump', /\b(?:[A-Z]\w*)?Error: /],
];

/** The first sign of an internal error in a response body, or null. */
export function leakIn(body: string): string | null {
  for (const [name, pattern] of LEAKS) {
    const match = pattern.exec(body);
    if (match) return `${name}: ${JSON.stringify(match[0].slice(0, 120))}`;
  }
  return null;
}
