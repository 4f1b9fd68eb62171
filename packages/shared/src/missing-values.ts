import { config } from 'zod/v4/core';

// Every shared schema names the field that is missing, and a wrong value in words (wrongValueMessage below): zod's default "Invalid input: expected string, received
// undefined" never reaches a user (issue 13 item 17). Fields with a wording of their own (docs/product.md §5)
// carry it (e.g. 'Market name is required'); every other missing value reads "<Field> is required", the
// field's key in words. Set once for the zod instance the apps share, so request schemas declared in the apps get it too.

const MISSING_CODES = new Set(['invalid_type', 'invalid_value', 'invalid_union']);

/** 'market_name' → 'Market name', 'iconName' → 'Icon name'. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'A value';
}

/** The message for a value that is absent (undefined or null where neither is allowed); undefined otherwise. */
export function missingValueMessage(issue: {
  code?: string;
  input?: unknown;
  path?: PropertyKey[];
}): string | undefined {
  if (!issue.code || !MISSING_CODES.has(issue.code)) return undefined;
  if (issue.input !== undefined && issue.input !== null) return undefined;
  const key = [...(issue.path ?? [])].reverse().find((part): part is string => typeof part === 'string');
  return `${fieldLabel(key ?? '')} is required`;
}

type Issue = {
  code?: string;
  input?: unknown;
  path?: PropertyKey[];
  expected?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  divisor?: number;
  keys?: string[];
  values?: unknown[];
};

const EXPECTED_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
};

const FORMAT_WORDS: Record<string, string> = {
  uuid: 'a valid ID',
  guid: 'a valid ID',
  email: 'an e-mail address',
  date: 'a date (YYYY-MM-DD)',
  datetime: 'a date and time',
  url: 'a web address',
};

const fieldOf = (issue: Issue) => {
  const key = [...(issue.path ?? [])].reverse().find((part): part is string => typeof part === 'string');
  return key ? fieldLabel(key) : 'The value';
};

function bound(issue: Issue, side: 'most' | 'least') {
  const limit = Number(side === 'most' ? issue.maximum : issue.minimum);
  // An exclusive bound of a whole number reads as the next whole number within it.
  const shown =
    issue.inclusive === false && Number.isInteger(limit) ? limit + (side === 'most' ? -1 : 1) : limit;
  const count = shown.toLocaleString('en-US');
  const plural = shown === 1 ? '' : 's';
  if (issue.origin === 'string') return `must be at ${side} ${count} character${plural}`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return `must have at ${side} ${count} item${plural}`;
  return `must be at ${side} ${count}`;
}

/**
 * The message for a value that is present but wrong, where a schema has no wording of its own: the same voice as
 * the spec's messages ("Season start must be at most 11"), never zod's ("Too big: expected number to be <=11").
 */
export function wrongValueMessage(issue: Issue): string | undefined {
  const field = fieldOf(issue);
  switch (issue.code) {
    case 'invalid_type':
      return `${field} must be ${EXPECTED_WORDS[issue.expected ?? ''] ?? 'of another kind'}`;
    case 'too_big':
      return `${field} ${bound(issue, 'most')}`;
    case 'too_small':
      return `${field} ${bound(issue, 'least')}`;
    case 'invalid_format':
      return `${field} must be ${FORMAT_WORDS[issue.format ?? ''] ?? 'written in the expected form'}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unknown field${(issue.keys?.length ?? 0) > 1 ? 's' : ''}: ${(issue.keys ?? []).join(', ')}`;
    case 'invalid_value':
      return `${field} must be one of: ${(issue.values ?? []).map(String).join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `${field} is not valid`;
    default:
      return undefined;
  }
}

// zod's core config (the one classic and mini share): importing classic zod here would put all of it on every
// page, the login page included.
config({ customError: (issue) => missingValueMessage(issue) ?? wrongValueMessage(issue as Issue) });
