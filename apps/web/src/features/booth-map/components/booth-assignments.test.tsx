import type { BoothAssignment, BoothMap, MarketDate } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMarket } from '@/entities/markets/testing/market-builder';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { BoothAssignments } from './booth-assignments';

const MARKET = buildMarket({ id: 'm1', name: 'Riverside' });
const DAY = '2026-06-13';
const MAP_PATH = '/market-managers/markets/m1/booth-map';

const marketDate = (date: string, status: MarketDate['status'] = 'SCHEDULED'): MarketDate => ({
  date,
  status,
  note: null,
  scheduled_count: 2,
  present_count: 0,
  absent_count: 0,
  settled_count: 0,
});

const MAP: BoothMap = {
  version: 1,
  updated_at: null,
  layout: {
    width_ft: 40,
    height_ft: 20,
    items: [
      { id: 'b1', kind: 'BOOTH', label: 'A1', x: 0, y: 0, w: 10, h: 10 },
      { id: 'b2', kind: 'BOOTH', label: 'A2', x: 10, y: 0, w: 10, h: 20 },
    ],
  },
};

const row = (name: string, booth_id: string | null): BoothAssignment => ({
  market_vendor_id: `mv-${name}`,
  vendor_id: `v-${name}`,
  business_name: name,
  booth_id,
  source: 'DEFAULT',
});

// The server's assignments of the date, as the moves change them.
let server: BoothAssignment[];

beforeEach(() => {
  // A Wednesday in California: the market's next day is Saturday the 13th.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-10T18:00:00Z'));
  server = [row('Green Valley', 'b1'), row('Rise & Shine', null)];
  vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/market-managers/markets/m1') return { data: MARKET };
    if (url.endsWith('/dates'))
      return { data: [marketDate('2026-06-06'), marketDate(DAY), marketDate('2026-06-20', 'CANCELLED')] };
    if (url === MAP_PATH) return { data: MAP };
    if (url === `${MAP_PATH}/dates/${DAY}`)
      return { data: { date: DAY, assignments: server.map((r) => ({ ...r })) } };
    throw new Error(`Unexpected GET ${url}`);
  });
});

afterEach(() => {
  vi.useRealTimers();
});

function mockMoves() {
  return vi.spyOn(api, 'put').mockImplementation(async (url, body) => {
    const moved = server.find((r) => url.endsWith(r.market_vendor_id)) as BoothAssignment;
    Object.assign(moved, { booth_id: (body as { booth_id: string | null }).booth_id, source: 'DATE' });
    return { data: { message: 'Booth assigned', data: moved } };
  });
}

function renderAssignments() {
  renderWithProviders(<BoothAssignments marketId="m1" canAssign />);
}

const chip = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const booth = (label: string) => screen.getByRole('button', { name: new RegExp(`^Booth ${label}\\b`) });

// The first render loads the market, its dates, the map and the date's booths one after another.
const findVendors = () => screen.findByRole('region', { name: 'Vendors of the date' }, { timeout: 5000 });

describe('BoothAssignments', () => {
  it('opens on the next market day with the unassigned first; a tap on a vendor then a booth moves them', async () => {
    const put = mockMoves();
    renderAssignments();
    await findVendors();
    expect(screen.getByLabelText('Market date')).toHaveValue(DAY);
    expect(screen.getByRole('option', { name: 'Sat 06/06/2026' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Sat 06/20/2026' })).not.toBeInTheDocument();
    const vendors = within(screen.getByRole('region', { name: 'Vendors of the date' })).getAllByRole(
      'listitem',
    );
    expect(vendors.map((item) => item.textContent)).toEqual(['Rise & ShineNo booth', 'Green ValleyBooth A1']);
    expect(booth('A1')).toHaveAccessibleName('Booth A1, Green Valley');

    await userEvent.click(chip('Rise & Shine'));
    expect(chip('Rise & Shine')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(booth('A2'));

    expect(put).toHaveBeenCalledWith(`${MAP_PATH}/dates/${DAY}/mv-Rise & Shine`, { booth_id: 'b2' });
    await waitFor(() => expect(booth('A2')).toHaveAccessibleName('Booth A2, Rise & Shine'));
    expect(chip('Rise & Shine')).toHaveTextContent('Moved for this date');
    expect(chip('Green Valley')).not.toHaveTextContent('Moved for this date');
  });

  it("shows the server's words for a taken booth and leaves everyone where they were", async () => {
    const message = 'Booth A1 is taken by Green Valley on 06/13/2026.';
    const put = vi.spyOn(api, 'put').mockRejectedValue(httpError(409, { detail: message, status: 409 }));
    renderAssignments();
    await findVendors();
    await userEvent.click(chip('Rise & Shine'));
    await userEvent.click(booth('A1'));

    expect(put).toHaveBeenCalledWith(`${MAP_PATH}/dates/${DAY}/mv-Rise & Shine`, { booth_id: 'b1' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(booth('A1')).toHaveAccessibleName('Booth A1, Green Valley');
    expect(chip('Rise & Shine')).toHaveTextContent('No booth');
  });

  it("the list view's selects make the same moves, to a booth and to none", async () => {
    const put = mockMoves();
    renderAssignments();
    await findVendors();
    await userEvent.click(screen.getByRole('radio', { name: 'List' }));

    const select = screen.getByRole('combobox', { name: 'Booth of Rise & Shine' });
    expect(within(select).getByRole('option', { name: 'A1 (10x10) – Green Valley' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'A2 (10x20)');
    expect(put).toHaveBeenLastCalledWith(`${MAP_PATH}/dates/${DAY}/mv-Rise & Shine`, { booth_id: 'b2' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Booth of Rise & Shine' })).toHaveValue('b2'),
    );

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Booth of Green Valley' }),
      'No booth',
    );
    expect(put).toHaveBeenLastCalledWith(`${MAP_PATH}/dates/${DAY}/mv-Green Valley`, { booth_id: null });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Booth of Green Valley' })).toHaveValue(''),
    );
  });
});
