import { describe, expect, it } from 'vitest';
import { formatDateIn, formatTimeIn, usDateTimeSayer } from './dates';
import { indexEnglish, sayEnglish } from './english-index';

describe('dates and times in the reader’s language', () => {
  it('keeps the specification’s English forms', () => {
    expect(formatDateIn('2026-06-13', 'en')).toBe('06/13/2026');
    expect(formatTimeIn('08:00:00', 'en')).toBe('8:00 AM');
    expect(formatTimeIn('13:05', 'en')).toBe('1:05 PM');
  });

  it('spells the month in Spanish so the day cannot be read as the month', () => {
    expect(formatDateIn('2026-06-13', 'es')).toMatch(/^13 jun\.? 2026$/);
    expect(formatDateIn('2026-01-02T00:00:00.000Z', 'es')).toMatch(/^2 ene\.? 2026$/);
  });

  it('says the hour the Spanish way whatever the machine’s zone', () => {
    expect(formatTimeIn('08:00:00', 'es')).toMatch(/^8:00\s?a\.\s?m\.$/);
    expect(formatTimeIn('00:30', 'es')).toMatch(/^12:30\s?a\.\s?m\.$/);
    expect(formatTimeIn('23:59', 'es')).toMatch(/^11:59\s?p\.\s?m\.$/);
  });
});

describe('dates and times inside a shared English message', () => {
  const index = indexEnglish('test', { closed: 'Closed on {date} at {time}.' });
  const say = (_id: string, values: Record<string, string>) =>
    `Cerrado el ${values.date} a las ${values.time}.`;

  it('are said the reader’s way when the message is translated', () => {
    expect(sayEnglish(index, 'Closed on 06/13/2026 at 1:05 PM.', say, usDateTimeSayer('es'))).toMatch(
      /^Cerrado el 13 jun\.? 2026 a las 1:05\s?p\.\s?m\.\.$/,
    );
  });

  it('stay as written in English, and a text the index does not know is left alone', () => {
    expect(sayEnglish(index, 'Closed on 06/13/2026 at 1:05 PM.', say, usDateTimeSayer('en'))).toBe(
      'Cerrado el 06/13/2026 a las 1:05 PM.',
    );
    expect(sayEnglish(index, '06/13/2026', say, usDateTimeSayer('es'))).toBe('06/13/2026');
  });
});
