import type { Messages } from '@lingui/core';
import {
  type Catalogue,
  type EnglishIndex,
  indexEnglishCatalogues,
  type Locale,
  type SayValue,
  usDateTimeSayer,
} from '@marketday/shared';

// Every catalogue of the languages other than English, one chunk per build, loaded only for a reader of one
// (i18n.ts). Each file is compiled at build (build/compiled-catalogues.ts), its namespace under `$ns`: the web's
// (`…/locales/es.json`) and the shared ones (packages/shared/src/i18n/messages/<area>/es.json).
const spanish = {
  ...import.meta.glob<Messages>('../../**/locales/es.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Messages>('../../../../../packages/shared/src/i18n/messages/*/es.json', {
    eager: true,
    import: 'default',
  }),
};
// The shared English as written (not compiled): what the code says in English is looked up in it (sayShared).
const sharedEnglish = import.meta.glob<Catalogue>(
  '../../../../../packages/shared/src/i18n/messages/*/en.json',
  {
    eager: true,
    import: 'default',
  },
);

function namespaced({ $ns, ...messages }: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [`${String($ns)}.${key}`, message]),
  );
}

export function catalogueFor(locale: Locale): Messages {
  if (locale !== 'es') return {};
  const messages: Messages = {};
  for (const catalogue of Object.values(spanish)) Object.assign(messages, namespaced(catalogue));
  return messages;
}

/** The shared English messages by text, with the namespace each has in the catalogues (`shared/<area>`). */
export function sharedEnglishIndex(): EnglishIndex {
  return indexEnglishCatalogues(
    Object.fromEntries(
      Object.entries(sharedEnglish).map(([file, catalogue]) => [
        `shared/${file.split('/').at(-2)}`,
        catalogue,
      ]),
    ),
  );
}

/** How a value inside a shared English message (a US date or time) is said in `locale`: sayShared's `sayValue`. */
export function valueSayer(locale: Locale): SayValue {
  return usDateTimeSayer(locale);
}
