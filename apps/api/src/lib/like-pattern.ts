// A user's search text as an ILIKE "contains" pattern: %, _ and \ match themselves, not anything.
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
