import type { SalesReportDay } from '@marketday/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { SalesReportDayView } from './sales-report-screen';

const CALFRESH = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c22';
const DAY = {
  market_id: 'm',
  market_name: 'Downtown Farmers Market',
  market_vendor_id: 'mv',
  business_name: 'Green Valley Produce',
  market_date: '2026-11-21',
  state: 'OPEN',
  opens_at: '2026-11-21T20:00:00Z',
  closes_at: '2026-11-23T08:00:00Z',
  tokens: [
    {
      id: CALFRESH,
      market_id: 'm',
      name: 'CalFresh',
      per_dollar_value: 5,
      count: 10,
      visual_settings: null,
      program: 'OTHER',
      program_name: null,
      accepted_by: ['PRODUCER'],
    },
  ],
  vendor_type: 'PRODUCER',
  vendor_fees: [{ vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 }],
  gov_fee: 1.5,
  reports: [
    {
      id: 'r1',
      market_vendor_id: 'mv',
      market_date: '2026-11-21',
      version: 1,
      reported_gross: 412.5,
      tokens: [{ token_id: CALFRESH, name: 'CalFresh', count: 3 }],
      market_fee: 24.75,
      money_owed: 11.25,
      market_fee_calculation: '6%',
      channel: 'ACCOUNT',
      submitted_at: '2026-11-21T20:40:00Z',
    },
  ],
  outcome: null,
} as unknown as SalesReportDay;

describe('the sales report in Spanish', () => {
  it('reads the status, the form and the money in Spanish', async () => {
    await chooseLocale('es');
    renderWithProviders(<SalesReportDayView day={DAY} onSubmit={vi.fn()} />);
    expect(screen.getByText(/^Enviado \(.+\): \$412\.50 · 3 CalFresh\.$/)).toBeInTheDocument();
    expect(
      screen.getByText('Falta la confirmación del gerente del mercado. Puede corregirlo hasta entonces.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Ventas brutas de hoy')).toHaveValue('412.5');
    expect(screen.getByText('Fichas que recibió')).toBeInTheDocument();
    expect(screen.getByText('Cuota del mercado')).toBeInTheDocument();
    expect(screen.getByText('($5.00 c/u)')).toBeInTheDocument();
    // The fee math made in the browser, in the receipt's Spanish.
    expect(screen.getByText('6% de $412.50 = $24.75')).toBeInTheDocument();
    expect(screen.queryByText('6% of $412.50 = $24.75')).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar corrección' })).toBeInTheDocument();
    expect(screen.queryByText('Gross sales today')).toBeNull();
  });

  it('says when reports are closed', async () => {
    await chooseLocale('es');
    renderWithProviders(
      <SalesReportDayView day={{ ...DAY, state: 'CLOSED', reports: [] }} onSubmit={vi.fn()} />,
    );
    expect(screen.getByText(/Los informes de este día de mercado están cerrados/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar informe' })).toBeNull();
  });

  it('on a day cancelled after the vendor reported, keeps the report waiting without offering a correction', async () => {
    await chooseLocale('es');
    renderWithProviders(<SalesReportDayView day={{ ...DAY, state: 'NO_MARKET' }} onSubmit={vi.fn()} />);
    expect(
      screen.getByText(/^El mercado ya no abre este día\. El informe que envió queda/),
    ).toBeInTheDocument();
    expect(screen.getByText('Falta la confirmación del gerente del mercado.')).toBeInTheDocument();
    expect(screen.queryByText(/Puede corregirlo/)).toBeNull();
    expect(screen.queryByLabelText('Ventas brutas de hoy')).toBeNull();
  });

  it('says when the market does not meet that day, and offers no form', async () => {
    await chooseLocale('es');
    renderWithProviders(
      <SalesReportDayView day={{ ...DAY, state: 'NO_MARKET', reports: [] }} onSubmit={vi.fn()} />,
    );
    expect(screen.getByText(/^El mercado no abre este día/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Ventas brutas de hoy')).toBeNull();
  });
});
