import type { Catalogue } from './compile';

// Messages made in English before anyone knows the reader (zod's rules, the error catalogue, a service's refusal)
// are translated at the edge that knows the reader: the English text is looked up here and said again in the
// reader's language. Only plain messages and messages with simple `{name}` arguments can be found this way.

type Pattern = { id: string; regex: RegExp; names: string[]; literal: number };
export type EnglishIndex = { exact: ReadonlyMap<string, string>; patterns: readonly Pattern[] };
export type FoundMessage = { id: string; values: Record<string, string> };

const SIMPLE_ARGUMENT = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function indexEnglish(namespace: string, catalogue: Catalogue): EnglishIndex {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, message] of Object.entries(catalogue)) {
    const id = `${namespace}.${key}`;
    // Plurals, selects and quoted braces would need a parser; such messages are only ever used by key. An
    // apostrophe quotes only before a brace, '#', '|' or another apostrophe (ICU); elsewhere ("market's") it is text.
    if (/[{}]/.test(message.replace(SIMPLE_ARGUMENT, '')) || /'[{}#|']/.test(message)) {
      if (!/[{}]/.test(message)) exact.set(message, id);
      continue;
    }
    const names = [...message.matchAll(SIMPLE_ARGUMENT)].map((match) => match[1] as string);
    if (names.length === 0) {
      exact.set(message, id);
      continue;
    }
    const source = message
      .split(SIMPLE_ARGUMENT)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegex(part)))
      .join('');
    const literal = message.replace(SIMPLE_ARGUMENT, '').length;
    patterns.push({ id, regex: new RegExp(`^${source}$`, 's'), names, literal });
  }
  return { exact, patterns: mostSpecificFirst(patterns) };
}

// "{flat} + {pct} of {gross} = {total}" must be tried before "{pct} of {gross} = {fee}", which also matches it.
const mostSpecificFirst = (patterns: Pattern[]) => patterns.sort((a, b) => b.literal - a.literal);

/** One index of several catalogues, by namespace; where two say the same English, the first is found. */
export function indexEnglishCatalogues(catalogues: Readonly<Record<string, Catalogue>>): EnglishIndex {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [namespace, catalogue] of Object.entries(catalogues)) {
    const part = indexEnglish(namespace, catalogue);
    for (const [text, id] of part.exact) if (!exact.has(text)) exact.set(text, id);
    patterns.push(...part.patterns);
  }
  return { exact, patterns: mostSpecificFirst(patterns) };
}

/** The catalogue message an English text was made from, with the values of its arguments. */
export function findEnglish(index: EnglishIndex, text: string): FoundMessage | undefined {
  const id = index.exact.get(text);
  if (id) return { id, values: {} };
  for (const pattern of index.patterns) {
    const match = pattern.regex.exec(text);
    if (match) {
      return {
        id: pattern.id,
        values: Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1] ?? ''])),
      };
    }
  }
  return undefined;
}

export type SayMessage = (id: string, values: Record<string, string>) => string;
/** A value of a found message said again, or undefined to keep it as it is. */
export type SayValue = (value: string) => string | undefined;

/**
 * An English text said again through `say` (a Lingui instance's `_`), when the index finds it; the values of its
 * arguments are looked up too ("{calculation}, at least {min}" holds a calculation in English), a few levels deep.
 * A value the index does not know is offered to `sayValue` (a US date said the reader's way: `usDateTimeSayer`).
 * A text the index does not know is returned as it is.
 */
export function sayEnglish(
  index: EnglishIndex,
  text: string,
  say: SayMessage,
  sayValue?: SayValue,
  depth = 0,
): string {
  const found = findEnglish(index, text);
  if (!found) return depth > 0 ? (sayValue?.(text) ?? text) : text;
  if (depth >= 3) return say(found.id, found.values);
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => [
      name,
      sayEnglish(index, value, say, sayValue, depth + 1),
    ]),
  );
  return say(found.id, values);
}
