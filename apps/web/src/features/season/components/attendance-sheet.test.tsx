import type { Attendance, MarketVendor } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMarketDates } from '@/entities/season/list-market-dates';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { AttendanceSheet } from './attendance-sheet';

const MARKET = 'market-1';
const DAY = '2026-11-21';

const vendor = (name: string, status: Attendance['status'] = 'EXPECTED'): Attendance => ({
  market_vendor_id: `mv-${name}`,
  vendor_id: `v-${name}`,
  business_name: name,
  type: 'PRODUCER',
  status,
  booth: null,
  walk_in: false,
});

/** The sheet, with `beside` (another part of the page reading the same day) rendered next to it. */
function renderSheet(today = DAY, beside: ReactNode = null) {
  renderWithProviders(
    <>
      <AttendanceSheet
        marketId={MARKET}
        marketName="Downtown"
        date={DAY}
        today={today}
        onOpenChange={() => {}}
      />
      {beside}
    </>,
  );
}

const group = (name: string) => screen.getByRole('group', { name: `Attendance of ${name}` });

describe('AttendanceSheet', () => {
  it('marks a vendor in one tap, shown before the server answers; the same tap again takes it back', async () => {
    // The server's list, as the marks change it.
    const server = [vendor('Green Valley'), vendor('Rise & Shine')];
    vi.spyOn(api, 'get').mockImplementation(async () => ({ data: server.map((row) => ({ ...row })) }));
    let answer: () => void = () => {};
    const put = vi.spyOn(api, 'put').mockImplementation(async (url, body) => {
      const { status } = body as { status: Attendance['status'] };
      const row = server.find((r) => url.endsWith(r.market_vendor_id)) as Attendance;
      row.status = status;
      // The first answer is held until the test lets it go.
      if (put.mock.calls.length === 1) await new Promise<void>((resolve) => (answer = resolve));
      return { data: { message: 'Attendance saved', data: row } };
    });
    renderSheet();
    expect(await screen.findByText('0 of 2 vendors marked')).toBeInTheDocument();

    await userEvent.click(within(group('Green Valley')).getByRole('button', { name: 'Present' }));
    expect(put).toHaveBeenCalledWith(
      `/market-managers/markets/${MARKET}/dates/${DAY}/attendance/mv-Green Valley`,
      {
        status: 'PRESENT',
      },
    );
    expect(screen.getByText('1 of 2 vendors marked')).toBeInTheDocument();
    expect(within(group('Green Valley')).getByRole('button', { name: 'Present' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    answer();

    await userEvent.click(within(group('Green Valley')).getByRole('button', { name: 'Present' }));
    expect(put).toHaveBeenLastCalledWith(expect.stringContaining('mv-Green Valley'), { status: 'EXPECTED' });
    expect(await screen.findByText('0 of 2 vendors marked')).toBeInTheDocument();
  });

  it('puts a refused mark back as it was and says why', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [vendor('Green Valley', 'LATE')] });
    vi.spyOn(api, 'put').mockRejectedValue(
      httpError(403, { detail: 'Your plan is in its off-season mode', status: 403 }),
    );
    renderSheet();
    await userEvent.click(
      within(await screen.findByRole('group', { name: /Green Valley/ })).getByRole('button', {
        name: 'Absent',
      }),
    );
    await waitFor(() =>
      expect(within(group('Green Valley')).getByRole('button', { name: 'Late' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(await screen.findByText(/off-season mode/)).toBeInTheDocument();
  });

  it('only lists who is expected on a day to come', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [vendor('Green Valley')] });
    renderSheet('2026-11-20');
    expect(await screen.findByText('1 vendor expected. Attendance is taken on the day.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Present' })).not.toBeInTheDocument();
  });

  it('adds a walk-in: a vendor of the market not on the list, searched for and marked present', async () => {
    const server: Attendance[] = [{ ...vendor('Green Valley'), booth: 'A3' }];
    const marketVendors = ['Green Valley', 'Rise & Shine', 'Blue Sky'].map(
      (name) => ({ market_vendor_id: `mv-${name}`, business_name: name }) as MarketVendor,
    );
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url.endsWith('/attendance')) return { data: server.map((row) => ({ ...row })) };
      if (url === `/market-managers/markets/${MARKET}/vendors`) return { data: marketVendors };
      throw new Error(`unexpected GET ${url}`);
    });
    const put = vi.spyOn(api, 'put').mockImplementation(async (url) => {
      // The server lists the unscheduled vendor marked present as a walk-in.
      const row = { ...vendor('Rise & Shine', 'PRESENT'), walk_in: true };
      if (url.endsWith('mv-Rise & Shine')) server.push(row);
      return { data: { message: 'Attendance saved', data: row } };
    });
    renderSheet();
    // The booth reads "Booth A3" to a screen reader.
    expect(
      await screen.findByText(
        (_, el) => el?.getAttribute('data-slot') === 'badge' && el.textContent === 'Booth A3',
      ),
    ).toHaveTextContent('A3');

    await userEvent.click(screen.getByRole('button', { name: 'Add a walk-in' }));
    const offered = await screen.findByRole('list', { name: 'Vendors not on the list' });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Blue Sky', 'Rise & Shine']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'rise');
    await userEvent.click(within(offered).getByRole('button', { name: 'Rise & Shine' }));

    expect(put).toHaveBeenCalledWith(
      `/market-managers/markets/${MARKET}/dates/${DAY}/attendance/mv-Rise & Shine`,
      {
        status: 'PRESENT',
      },
    );
    expect(put).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(group('Rise & Shine')).getByRole('button', { name: 'Present' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(await screen.findByText('Walk-in')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 vendors marked')).toBeInTheDocument();
  });
  it("reads the day back after the last of two quick taps, though the first tap's read-back is still on its way", async () => {
    // The server's list; a mark is saved when its answer is sent. The season page's count of the day reads it too.
    const server = [vendor('Green Valley'), vendor('Rise & Shine')];
    const counted = () => ({
      date: DAY,
      present_count: server.filter((r) => r.status === 'PRESENT').length,
      absent_count: server.filter((r) => r.status === 'ABSENT').length,
    });
    const held: (() => void)[] = [];
    let readsHeld = false;
    vi.spyOn(api, 'get').mockImplementation(async (url) => {
      const answer = url.endsWith('/attendance') ? server.map((row) => ({ ...row })) : [counted()];
      if (readsHeld) await new Promise<void>((resolve) => held.push(resolve));
      return { data: answer };
    });
    const answers: (() => void)[] = [];
    vi.spyOn(api, 'put').mockImplementation(async (url, body) => {
      const row = server.find((r) => url.endsWith(r.market_vendor_id)) as Attendance;
      await new Promise<void>((resolve) => answers.push(resolve));
      row.status = (body as { status: Attendance['status'] }).status;
      return { data: { message: 'Attendance saved', data: row } };
    });
    function DayCount() {
      const day = useMarketDates(MARKET, { start: DAY, end: DAY }).data?.[0];
      return <p>{day ? `${day.present_count} present, ${day.absent_count} absent` : 'counting'}</p>;
    }
    renderSheet(DAY, <DayCount />);
    expect(await screen.findByText('0 present, 0 absent')).toBeInTheDocument();
    const user = userEvent.setup();

    // The first tap is answered; its read-back leaves and is slow to come back.
    await user.click(within(group('Green Valley')).getByRole('button', { name: 'Present' }));
    readsHeld = true;
    answers[0]?.();
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    const firstReads = held.length;
    // The second tap is made and answered while that read-back is on its way: the day is read again after it.
    await user.click(within(group('Rise & Shine')).getByRole('button', { name: 'Absent' }));
    answers[1]?.();
    await waitFor(() => expect(held.length).toBeGreaterThan(firstReads));
    for (const release of held) release();

    expect(await screen.findByText('1 present, 1 absent')).toBeInTheDocument();
  });
});
