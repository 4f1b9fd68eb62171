import { describe, expect, it } from 'vitest';
import { type CsvColumn, csvMoney, escapeCsvCell, fileSlug, toCsv } from './csv';

type Row = { name: string; date: string; amount: number; count: number; note: string | null };

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Vendor', value: (r) => r.name },
  { header: 'Date', value: (r) => r.date, kind: 'date' },
  { header: 'Money owed', value: (r) => r.amount, kind: 'money' },
  { header: 'Count', value: (r) => r.count, kind: 'number' },
  { header: 'Note', value: (r) => r.note },
];

const row = (overrides: Partial<Row> = {}): Row => ({
  name: 'Green Valley',
  date: '2026-05-02',
  amount: 1234.5,
  count: 3,
  note: null,
  ...overrides,
});

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark and ends every line with CRLF', () => {
    const csv = toCsv([row()], COLUMNS);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Vendor,Date,Money owed,Count,Note\r\nGreen Valley,05/02/2026,1234.50,3,\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], COLUMNS)).toBe('\uFEFFVendor,Date,Money owed,Count,Note\r\n');
  });

  it('quotes cells with commas, doubles quotes inside them and keeps new lines inside the quotes', () => {
    const csv = toCsv(
      [row({ name: 'Rise, Shine & Co', note: 'He said "fresh"\nSecond line\r\nThird' })],
      COLUMNS,
    );
    expect(csv.split('\r\n')[1]).toBe(
      '"Rise, Shine & Co",05/02/2026,1234.50,3,"He said ""fresh""\nSecond line',
    );
    expect(csv).toContain('"He said ""fresh""\nSecond line\r\nThird"\r\n');
  });

  it('writes money with two decimals, rounding to the cent, negatives with a minus', () => {
    expect([0, 5, 0.1 + 0.2, 1234.567, -12.5, -0.04, 1e6].map(csvMoney)).toEqual([
      '0.00',
      '5.00',
      '0.30',
      '1234.57',
      '-12.50',
      '-0.04',
      '1000000.00',
    ]);
  });

  it('keeps accents and other non-ASCII text as is', () => {
    expect(toCsv([row({ name: 'Café Olé – Ñandú' })], COLUMNS)).toContain('Café Olé – Ñandú,');
  });
});

describe('formula injection', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('prefixes %j with a quote', (text, expected) => {
    expect(escapeCsvCell(text)).toBe(expected);
  });

  it('leaves negative numbers alone, as text and as money', () => {
    expect(escapeCsvCell('-12.50')).toBe('-12.50');
    expect(escapeCsvCell('-3')).toBe('-3');
    expect(toCsv([row({ amount: -8.25 })], COLUMNS)).toContain(',-8.25,');
  });

  it('guards a vendor name that starts with =', () => {
    expect(toCsv([row({ name: '=cmd|calc' })], COLUMNS)).toContain("\r\n'=cmd|calc,");
  });
});

it('makes file names from free text', () => {
  expect(fileSlug('Davis Downtown Farmers Market')).toBe('davis-downtown-farmers-market');
  expect(fileSlug('  ')).toBe('export');
});
