import { regexes } from 'zod/v4/core';

// zod's own UUID pattern, the one the server's z.uuid() checks ids with, without loading zod's schemas: a page
// that reads an id from its URL checks it here (docs/decisions/038-page-weight-and-first-screen.md).
const UUID = regexes.uuid();

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
