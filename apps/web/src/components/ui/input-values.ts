// Nullable texts as a form's inputs start from them: '' for none, so every input stays controlled (the form's
// schema turns '' back into "not given").
export function inputTexts<T extends object, K extends keyof T>(record: T, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? ''])) as {
    [P in K]: NonNullable<T[P]> | '';
  };
}
