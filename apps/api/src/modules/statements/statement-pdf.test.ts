import { describe, expect, it } from 'vitest';
import { balanceSentence, type StatementPdfArgs, statementTable } from './statement-pdf';

const day = (
  date: string,
  tokens: { label: string; cents: number }[],
  owedCents: number,
  balanceCents: number,
) => ({
  kind: 'CHECKOUT' as const,
  date,
  grossCents: 10_000,
  marketFeeCents: 600,
  govFeeCents: 150,
  tokens,
  owedCents,
  balanceCents,
});

const args = (rows: StatementPdfArgs['rows']): StatementPdfArgs => ({
  marketName: 'Downtown',
  vendorName: 'Green Valley Produce',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  generatedAt: new Date('2026-11-30T12:00:00Z'),
  openingCents: 500,
  closingCents: 500 + rows.reduce((sum, r) => sum + (r.kind === 'CHECKOUT' ? r.owedCents : r.changeCents), 0),
  rows,
  locale: 'en',
});

describe('the statement table', () => {
  it('gives each program a column with its total, up to three programs', () => {
    const table = statementTable(
      args([
        day('2026-11-07', [{ label: 'SNAP', cents: 2000 }], -1250, -750),
        day(
          '2026-11-14',
          [
            { label: 'Incentive: Market Match', cents: 1000 },
            { label: 'SNAP', cents: 500 },
          ],
          -750,
          -1500,
        ),
      ]),
    );
    expect(table.columns.map((c) => c.header)).toEqual([
      'Date',
      'Entry',
      'Gross',
      'Market fee',
      'Gov fee',
      'SNAP tokens',
      'Incentive: Market Match tokens',
      'Amount',
      'Balance',
    ]);
    expect(table.rows).toEqual([
      ['11/01/2026', 'Opening balance', '', '', '', '', '', '', '$5.00'],
      ['11/07/2026', 'Market day', '$100.00', '$6.00', '$1.50', '$20.00', '', '-$12.50', '-$7.50'],
      ['11/14/2026', 'Market day', '$100.00', '$6.00', '$1.50', '$5.00', '$10.00', '-$7.50', '-$15.00'],
      [
        '11/30/2026',
        'Closing balance',
        '$200.00',
        '$12.00',
        '$3.00',
        '$25.00',
        '$10.00',
        '-$20.00',
        '-$15.00',
      ],
    ]);
  });

  it('puts four or more programs in one column, and describes payments and reversals', () => {
    const four = ['SNAP', 'Market bucks', 'Credit card', 'Other'].map((label) => ({ label, cents: 100 }));
    const table = statementTable(
      args([
        day('2026-11-07', four, 350, 850),
        day('2026-11-07', four, 0, 850),
        {
          kind: 'PAYMENT',
          date: '2026-11-08',
          direction: 'FROM_VENDOR',
          method: 'CHECK',
          checkNumber: '77',
          isReversal: false,
          changeCents: -850,
          balanceCents: 0,
        },
        {
          kind: 'PAYMENT',
          date: '2026-11-09',
          direction: 'FROM_VENDOR',
          method: 'CASH',
          checkNumber: null,
          isReversal: true,
          changeCents: 850,
          balanceCents: 850,
        },
      ]),
    );
    expect(table.columns.map((c) => c.header)).toContain('Tokens by program');
    expect(table.rows[1]?.[5]).toBe('SNAP $1.00; Market bucks $1.00; Credit card $1.00; Other $1.00');
    // The closing row adds each program up over the days: one amount per program, not a list per day.
    expect(table.rows.at(-1)?.[5]).toBe('SNAP $2.00; Market bucks $2.00; Credit card $2.00; Other $2.00');
    expect(table.rows[3]?.slice(1)).toEqual([
      'Payment: vendor paid the market, check no. 77',
      '',
      '',
      '',
      '',
      '-$8.50',
      '$0.00',
    ]);
    expect(table.rows[4]?.[1]).toBe('Reversal of a payment: vendor paid the market, cash');
    expect(table.rows.at(-1)?.at(-1)).toBe('$8.50');
  });
});

describe('a statement in the vendor’s language (docs/i18n.md)', () => {
  it('says its headers, entries and payments in Spanish, and spells the month of each date', () => {
    const table = statementTable({
      ...args([
        day('2026-11-07', [{ label: 'SNAP', cents: 2000 }], -1250, -750),
        {
          kind: 'PAYMENT',
          date: '2026-11-08',
          direction: 'TO_VENDOR',
          method: 'CHECK',
          checkNumber: '1042',
          isReversal: false,
          changeCents: 750,
          balanceCents: 0,
        },
        {
          kind: 'CHARGE',
          date: '2026-11-14',
          description: 'Booth fee 10x10 · 11/14/2026',
          changeCents: 2500,
          balanceCents: 2500,
        },
      ]),
      locale: 'es',
    });
    expect(table.title).toBe('Días de mercado, cargos y pagos');
    expect(table.columns.map((c) => c.header)).toEqual([
      'Fecha',
      'Concepto',
      'Ventas brutas',
      'Cuota del mercado',
      'Cuota del gobierno',
      'Fichas SNAP',
      'Monto',
      'Saldo',
    ]);
    expect(table.rows.map((row) => row.slice(0, 2))).toEqual([
      ['1 nov 2026', 'Saldo inicial'],
      ['7 nov 2026', 'Día de mercado'],
      ['8 nov 2026', 'Pago: el mercado pagó al vendedor, cheque n.º 1042'],
      // A booth fee the server wrote in English, with its date, said in Spanish.
      ['14 nov 2026', 'Cuota de puesto 10x10 · 14 nov 2026'],
      ['30 nov 2026', 'Saldo final'],
    ]);
  });

  it('says who owes whom in Spanish, with the names as the manager wrote them', () => {
    const sentence = (balanceCents: number) =>
      balanceSentence({
        balanceCents,
        vendorName: 'Green Valley Produce',
        marketName: 'Downtown',
        endDate: '2026-11-30',
        locale: 'es',
      });
    expect(sentence(1250)).toBe('Green Valley Produce le debe $12.50 a Downtown al 30 nov 2026.');
    expect(sentence(-1250)).toBe('Downtown le debe $12.50 a Green Valley Produce al 30 nov 2026.');
    expect(sentence(0)).toBe('La cuenta está saldada al 30 nov 2026: nadie debe nada.');
  });
});
