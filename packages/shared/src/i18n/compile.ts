import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

export type Catalogue = Readonly<Record<string, string>>;

/**
 * A catalogue of ICU messages compiled once into Lingui's form, each key under `namespace.` so the catalogues of
 * every part of the app share one table. A message that is not valid ICU throws: the catalogue test finds it.
 */
export function compileCatalogue(namespace: string, catalogue: Catalogue): Messages {
  const compiled: Messages = {};
  for (const [key, message] of Object.entries(catalogue)) {
    compiled[`${namespace}.${key}`] = compileMessageOrThrow(message);
  }
  return compiled;
}
