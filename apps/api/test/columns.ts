// Each row's values of `keys`, in that order: a list the API answers, compared as a table in one toEqual.
export function columns<K extends string>(rows: Record<K, unknown>[], ...keys: K[]) {
  return rows.map((row) => keys.map((key) => row[key]));
}
