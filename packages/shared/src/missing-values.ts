import { config } from 'zod/v4/core';

// Every shared schema names the field that is missing: zod's default "Invalid input: expected string, received
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

// zod's core config (the one classic and mini share): importing classic zod here would put all of it on every
// page, the login page included.
config({ customError: (issue) => missingValueMessage(issue) });
