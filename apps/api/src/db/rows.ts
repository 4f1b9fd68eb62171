// The rows of a raw `db.execute(sql…)`: node-postgres answers { rows }, PGlite an array or { rows } by version.
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
