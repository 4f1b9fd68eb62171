import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boothFeeDescription } from '../booth-fees';
import { BOOTH_MAP_MESSAGES } from '../booth-map';
import { LOGIN_FIELD_MAX } from '../constants';
import {
  LOGIN_INVALID_MESSAGE,
  messageForStatus,
  NO_RESPONSE_MESSAGE,
  STAFF_REVOKED_MESSAGE,
  STATUS_MESSAGES,
  UNEXPECTED_ERROR_MESSAGE,
} from '../errors';
import * as shared from '../index';
import { loginFieldErrors } from '../login';
import { SCHEDULE_MESSAGES } from '../schedules';
import { SEASON_MESSAGES } from '../season';
import { type Catalogue, compileCatalogue } from './compile';
import { findEnglish, indexEnglish, indexEnglishCatalogues } from './english-index';
import { firstSupportedLocale, LOCALES, type Locale, negotiateLocale } from './locales';

// Every shared catalogue, as the server reads them: messages/<area>/<language>.json.
const MESSAGES = path.join(import.meta.dirname, 'messages');
const AREAS = readdirSync(MESSAGES).filter((name) => !name.includes('.'));
const read = (area: string, locale: Locale) =>
  JSON.parse(readFileSync(path.join(MESSAGES, area, `${locale}.json`), 'utf8')) as Catalogue;

// The names of a message's arguments, plural and select included.
const argumentsOf = (message: string) =>
  [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] as string).sort();

describe('the shared catalogues', () => {
  it.each(AREAS)(
    '%s: the same keys in every language, with the same arguments, each message valid ICU',
    (area) => {
      const en = read(area, 'en');
      for (const locale of LOCALES) {
        const other = read(area, locale);
        expect(Object.keys(other).sort(), locale).toEqual(Object.keys(en).sort());
        for (const [key, message] of Object.entries(en)) {
          expect(argumentsOf(other[key] ?? ''), `${locale} ${key}`).toEqual(argumentsOf(message));
          expect(other[key]?.trim(), `${locale} ${key} is empty`).toBeTruthy();
        }
        expect(() => compileCatalogue(area, other)).not.toThrow();
      }
    },
  );

  it('find the English the code makes: the error catalogue and the sign-in rules', () => {
    const index = indexEnglishCatalogues(
      Object.fromEntries(AREAS.map((area) => [`shared/${area}`, read(area, 'en')])),
    );
    const made = [
      ...Object.values(STATUS_MESSAGES),
      NO_RESPONSE_MESSAGE,
      UNEXPECTED_ERROR_MESSAGE,
      LOGIN_INVALID_MESSAGE,
      STAFF_REVOKED_MESSAGE,
      ...Object.values(loginFieldErrors({ username: '', password: '' })),
      ...Object.values(
        loginFieldErrors({ username: 'u'.repeat(LOGIN_FIELD_MAX + 1), password: 'p'.repeat(99) }),
      ),
    ];
    for (const text of made) expect(findEnglish(index, text), text).toBeDefined();
    expect(findEnglish(index, messageForStatus(418))).toEqual({
      id: 'shared/errors.statusOther',
      values: { status: '418' },
    });
    expect(findEnglish(index, 'A sentence no catalogue holds.')).toBeUndefined();
  });

  it('find every message of the season, the vendors’ schedules and the booth map, whatever its values', () => {
    const index = indexEnglishCatalogues(
      Object.fromEntries(AREAS.map((area) => [`shared/${area}`, read(area, 'en')])),
    );
    const made = [
      ...Object.values(SEASON_MESSAGES),
      ...Object.values(SCHEDULE_MESSAGES),
      ...Object.values(BOOTH_MAP_MESSAGES),
    ].flatMap((message) =>
      typeof message === 'string'
        ? [message]
        : [1, 7].map((n) =>
            (message as (date: string, n: number, why: string) => string)('2026-06-13', n, 'why'),
          ),
    );
    for (const text of made) expect(findEnglish(index, text), text).toBeDefined();
    expect(findEnglish(index, SEASON_MESSAGES.cancelled('2026-06-13', 1))).toEqual({
      id: 'shared/season.seasonCancelledOne',
      values: { date: '06/13/2026' },
    });
    expect(findEnglish(index, BOOTH_MAP_MESSAGES.boothTaken('A3', 'Sunny Acres', '2026-06-13'))).toEqual({
      id: 'shared/booth-map.boothMapBoothTaken',
      values: { label: 'A3', vendor: 'Sunny Acres', date: '06/13/2026' },
    });
  });

  // Every `*_MESSAGES` of the package, each as the code makes it (a function called with a date for its date and a
  // stand-in for each other value): a message added without its translation fails here. Left out on purpose: a state
  // form's own word (CDFA's "Missing"), a webhook's answer, and a message that quotes braces.
  const UNSAID = new Set([
    'CDFA_MESSAGES.missing',
    'CARD_PAYMENT_MESSAGES.badSignature',
    'CUSTOM_FIELD_MESSAGES.unknown',
  ]);
  it('find every message the package makes for a reader, in every *_MESSAGES', () => {
    const index = indexEnglishCatalogues(
      Object.fromEntries(AREAS.map((area) => [`shared/${area}`, read(area, 'en')])),
    );
    const unsaid: string[] = [];
    for (const [name, messages] of Object.entries(shared)) {
      if (!/_MESSAGES$/.test(name) || !messages || typeof messages !== 'object') continue;
      for (const [key, message] of Object.entries(messages as Record<string, unknown>)) {
        if (UNSAID.has(`${name}.${key}`)) continue;
        let text: unknown = message;
        if (typeof message === 'function') {
          const params = (message.toString().match(/^\(?([^)=]*)\)?\s*=>/)?.[1] ?? '')
            .split(',')
            .map((param) => param.trim().split(/[:=\s]/)[0] ?? '')
            .filter(Boolean);
          text = message(...params.map((param) => (/date|day/i.test(param) ? '2026-06-13' : 'Sunny Acres')));
        }
        if (typeof text === 'string' && !findEnglish(index, text)) unsaid.push(`${name}.${key}: ${text}`);
      }
    }
    expect(unsaid).toEqual([]);
  });

  it('find the booth fee charges the server writes, so balances and statements say them in the reader’s language', () => {
    const index = indexEnglishCatalogues(
      Object.fromEntries(AREAS.map((area) => [`shared/${area}`, read(area, 'en')])),
    );
    expect(findEnglish(index, boothFeeDescription('BOOTH_DAY', '10x10', '2026-06-13'))).toEqual({
      id: 'shared/accounts.boothFeeCharge',
      values: { size: '10x10', date: '06/13/2026' },
    });
    expect(findEnglish(index, boothFeeDescription('BOOTH_SEASON', '10x20', '2026-04-01'))).toEqual({
      id: 'shared/accounts.seasonBoothFeeCharge',
      values: { size: '10x20', year: '2026' },
    });
  });

  it('keeps messages with plurals out of the English index rather than guessing their values', () => {
    const index = indexEnglish('t', { many: '{n, plural, one {# day} other {# days}}', plain: 'Plain.' });
    expect(findEnglish(index, '2 days')).toBeUndefined();
    expect(findEnglish(index, 'Plain.')).toEqual({ id: 't.plain', values: {} });
  });
});

// Sentences in the package's source that are not said to a reader as they are: CSV columns of fixed formats and
// column labels said by their screens' own catalogues, the rules of query parameters only an API caller meets,
// fragments and examples, and texts the screens say by key ("Due today").
const NOT_FOR_READERS = new Set([
  'A value',
  'Business Name',
  'Charges Total',
  'Distributed: tokens given out on market days (day reports and hand-entered withdrawals). ',
  'Due today',
  'Due tomorrow',
  'Due yesterday',
  'Filter must be all, owes, owed or settled',
  'Icon name',
  'In hand: what you hold now.',
  'Incentive program',
  'Last Market Day',
  'Last Payment',
  'Market Name',
  'Market days (count)',
  'Market name',
  'Market owes vendor',
  'Mar–May, Sep–Oct',
  'Money Owed Total',
  'Month (YYYY-MM)',
  'Month range must be valid months (0-11) or year-round (-1, -1)',
  'Num shoppers',
  'Page must be a whole number of 0 or more',
  'Payments Total',
  'Redeemed: tokens vendors handed in at checkout. Returned: the tokens returned on day reports, ',
  'Sort direction must be ASC or DESC',
  'The value',
  'The webhook signature could not be verified.',
  'This token was removed from the market after its count was typed. Set it to 0 (or count these tokens under ',
  'Token value (USD)',
  'Tokens distributed (count)',
  'Tokens redeemed (count)',
  'Totals must be true or false',
  'Value distributed (USD)',
  'Value each',
  'Value redeemed (USD)',
  'Vendor ID must be a valid UUID',
  'Vendor IDs must be a list',
  'Vendor Type',
  'Vendors redeeming (count)',
  'Within 2 weeks',
  'Within a month',
  'Your plan',
]);

describe('the sentences the package writes', () => {
  it('are all in a catalogue, so a reader meets none in English, but those listed as not for readers', () => {
    const index = indexEnglishCatalogues(
      Object.fromEntries(AREAS.map((area) => [`shared/${area}`, read(area, 'en')])),
    );
    const source = path.join(import.meta.dirname, '..');
    const unsaid = new Set<string>();
    for (const file of readdirSync(source).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    )) {
      const text = readFileSync(path.join(source, file), 'utf8');
      for (const [, sentence = ''] of text.matchAll(/'([A-Z][^'\n]{6,})'/g)) {
        if (!sentence.includes(' ') || sentence.includes('${')) continue;
        if (!findEnglish(index, sentence) && !NOT_FOR_READERS.has(sentence))
          unsaid.add(`${file}: ${sentence}`);
      }
    }
    expect([...unsaid]).toEqual([]);
  });
});

describe('choosing a language', () => {
  it('follows Accept-Language by its weights and primary subtags, else English', () => {
    expect(negotiateLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(negotiateLocale('fr-CA, en;q=0.5, es;q=0.7')).toBe('es');
    expect(negotiateLocale('de, fr')).toBe('en');
    expect(negotiateLocale('es;q=0, en')).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('es;q=nonsense,en')).toBe('en');
    expect(firstSupportedLocale(['hmn-US', 'es_US'])).toBe('es');
  });
});
