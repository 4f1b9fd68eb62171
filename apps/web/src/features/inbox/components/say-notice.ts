import {
  findEnglish,
  NOTICE_TYPES,
  type NoticeKey,
  type NotificationType,
  sayEnglish,
} from '@marketday/shared';
import { i18n, loadedEnglishIndex, loadedValueSayer } from '@/lib/i18n/i18n';

// The system's notices (an application's news, a document's expiry, a receipt to answer, a season request's answer)
// are stored in English, written from the shared notices catalogue (packages/shared/src/notices.ts); they are said
// again here in the reader's language by their English, as sayShared does. Only a whole notice of that catalogue,
// arriving as the kind of notification it is written as (NOTICE_TYPES), is said again: a manager's own title or message
// stays as written, even where it reads like a notice or a phrase of another catalogue, and so does what a person
// wrote inside a notice (a refusal's reason, a cancellation's note) and the names in it.
const NOTICES = 'shared/notices.';
const AS_WRITTEN = new Set(['market', 'vendor', 'reason', 'note', 'link']);
// A value the notice itself made: when it is not one, the text only looks like a notice and is left alone.
const US_DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const MADE: Record<string, (value: string) => boolean> = {
  date: (value) => US_DATE.test(value),
  days: (value) => /^\d+$/.test(value),
};

/** A notice's title or message (of a notification of `type`) in the language shown now; any other text as it is. */
export function sayNotice(text: string, type: NotificationType): string {
  const index = loadedEnglishIndex();
  if (i18n.locale === 'en' || !index) return text;
  const found = findEnglish(index, text);
  if (!found?.id.startsWith(NOTICES)) return text;
  if (NOTICE_TYPES[found.id.slice(NOTICES.length) as NoticeKey] !== type) return text;
  const say = (id: string, values: Record<string, string>) => i18n._(id, values);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(found.values)) {
    if (AS_WRITTEN.has(name)) {
      values[name] = value;
      continue;
    }
    const made = MADE[name];
    // A document's or vendor type's name is a shared catalogue's English ("Insurance", "Producer").
    if (made ? !made(value) : !findEnglish(index, value)) return text;
    // Depth 1: a value the index does not know (a date, a count) is still said the reader's way.
    values[name] = sayEnglish(index, value, say, loadedValueSayer(), 1);
  }
  return say(found.id, values);
}
