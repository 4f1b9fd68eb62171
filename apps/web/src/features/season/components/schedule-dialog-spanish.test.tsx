import type { Attendance, BoothMap, MarketDate, VendorSchedule } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { AttendanceSheet } from './attendance-sheet';
import { ScheduleDialog } from './schedule-dialog';

// 12:00 in California on Monday, June 1 2026: the market's dates to come start on Saturday the 6th.
const NOON_IN_CALIFORNIA = new Date('2026-06-01T19:00:00Z');
const MARKET = { id: 'market-1', time_zone: 'America/Los_Angeles', day_of_week: 'SATURDAY' as const };

const day = (date: string, status: MarketDate['status'] = 'SCHEDULED'): MarketDate => ({
  date,
  status,
  note: null,
  scheduled_count: 0,
  present_count: 0,
  absent_count: 0,
  settled_count: 0,
});

const DATES = [day('2026-06-06'), day('2026-06-13'), day('2026-07-04', 'EXTRA')];

const UNSAVED: VendorSchedule = {
  market_vendor_id: 'mv-1',
  vendor_id: 'v-1',
  business_name: 'Green Valley',
  pattern: 'EVERY',
  anchor_date: null,
  week_of_month: null,
  picked_dates: [],
  default_booth_id: null,
  saved: false,
};

const MAP: BoothMap = {
  layout: {
    width_ft: 40,
    height_ft: 20,
    items: [{ id: 'b1', kind: 'BOOTH', label: 'A1', x: 0, y: 0, w: 10, h: 10 }],
  },
  version: 1,
  updated_at: null,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the season in Spanish', () => {
  it('sets a vendor’s dates in Spanish, with the dates said in Spanish', async () => {
    await chooseLocale('es');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOON_IN_CALIFORNIA);
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url.endsWith('/dates')) return { data: DATES };
      if (url.endsWith('/schedules')) return { data: [UNSAVED] };
      if (url.endsWith('/booth-map')) return { data: MAP };
      throw new Error(`unexpected GET ${url}`);
    });
    renderWithProviders(
      <ScheduleDialog
        market={MARKET}
        marketVendorId="mv-1"
        businessName="Green Valley"
        onOpenChange={vi.fn()}
      />,
    );
    expect(await screen.findByText('3 de 3 fechas próximas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fechas de Green Valley' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar fechas' })).toBeInTheDocument();
    expect(screen.queryByText('Sells on')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Fechas elegidas/ }));
    expect(screen.getByText('junio de 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elegir todo junio' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'sáb, 4 de jul (extra)' })).toBeInTheDocument();
  });

  it('takes attendance in Spanish', async () => {
    await chooseLocale('es');
    const row: Attendance = {
      market_vendor_id: 'mv-1',
      vendor_id: 'v-1',
      business_name: 'Green Valley',
      type: 'PRODUCER',
      status: 'EXPECTED',
      booth: null,
      walk_in: false,
    };
    vi.spyOn(api, 'get').mockResolvedValue({ data: [row] });
    renderWithProviders(
      <AttendanceSheet
        marketId="market-1"
        marketName="Downtown"
        date="2026-11-21"
        today="2026-11-21"
        onOpenChange={() => {}}
      />,
    );
    expect(await screen.findByText('0 de 1 vendedor marcados')).toBeInTheDocument();
    expect(screen.getByText('sábado, 21 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Asistencia de Green Valley' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Presente' })).toBeInTheDocument();
    expect(screen.getByText('Sin marcar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar sin cita' })).toBeInTheDocument();
  });
});
