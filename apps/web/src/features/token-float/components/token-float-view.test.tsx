import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import {
  buildDay,
  buildEntry,
  buildFloat,
  buildLine,
  FLOAT_PATH,
  fakeTokenFloatReads,
  MARKET,
  MATCH,
  NOW,
  TODAY,
} from '../testing/token-float-fixtures';
import { TokenFloatView } from './token-float-view';

function renderView() {
  renderWithProviders(<TokenFloatView market={MARKET} now={NOW} />);
}

const terminal = (name: string) => screen.getByRole('region', { name });

describe('TokenFloatView', () => {
  it("opens on today at the market, not the device's date, for the day and the outstanding tokens", async () => {
    const get = fakeTokenFloatReads();
    renderView();
    expect(await screen.findByText('No entries on this day yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Market day')).toHaveValue('11/28/2026');
    expect(get).toHaveBeenCalledWith(`${FLOAT_PATH}/days/${TODAY}`);
    expect(get).toHaveBeenCalledWith(FLOAT_PATH, { params: { as_of: TODAY } });
  });

  it('flags a terminal whose batch does not match the booth, in words, and shows a matching one as reconciled', async () => {
    fakeTokenFloatReads({
      day: buildDay({
        terminals: [
          { terminal: 'EBT', batch_total: 120, entries_total: 110, variance: 10 },
          { terminal: 'CARD', batch_total: 45.5, entries_total: 45.5, variance: 0 },
        ],
      }),
    });
    renderView();
    const ebt = await screen.findByRole('region', { name: 'EBT terminal' });
    expect(within(ebt).getByText('Off by $10.00')).toBeInTheDocument();
    expect(
      within(ebt).getByText("The terminal's batch is $10.00 more than the booth's entries."),
    ).toBeInTheDocument();
    expect(within(ebt).getByText('$120.00')).toBeInTheDocument();
    expect(within(ebt).getByText('$110.00')).toBeInTheDocument();

    const card = terminal('Card terminal');
    expect(within(card).getByText('Reconciled')).toBeInTheDocument();
    expect(within(card).queryByText(/Off by/)).not.toBeInTheDocument();
    expect(within(ebt).queryByText('Reconciled')).not.toBeInTheDocument();
  });

  it('saves the batch totals typed, in dollars, an empty one as null', async () => {
    fakeTokenFloatReads();
    const put = vi.spyOn(api, 'put').mockResolvedValue({
      data: buildDay({
        terminals: [
          { terminal: 'EBT', batch_total: 99.95, entries_total: 100, variance: -0.05 },
          { terminal: 'CARD', batch_total: null, entries_total: 0, variance: null },
        ],
      }),
    });
    const user = userEvent.setup();
    renderView();
    await user.type(await screen.findByLabelText('EBT terminal: batch total'), '99.95');
    await user.click(screen.getByRole('button', { name: 'Save batch totals' }));

    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(`${FLOAT_PATH}/batches/${TODAY}`, { ebt: 99.95, card: null });
    expect(await within(terminal('EBT terminal')).findByText('Off by $0.05')).toBeInTheDocument();
    expect(within(terminal('Card terminal')).getByText('No batch total entered yet.')).toBeInTheDocument();
  });

  it("lists the day's entries and asks before deleting one", async () => {
    fakeTokenFloatReads({
      day: buildDay({
        entries: [buildEntry({ count: 20, amount: 20, note: 'Batch at opening', shoppers: 4 })],
      }),
    });
    const remove = vi
      .spyOn(api, 'delete')
      .mockResolvedValue({ data: { message: 'Token float entry removed' } });
    const user = userEvent.setup();
    renderView();
    const row = (await screen.findByText('Batch at opening')).closest('tr')!;
    expect(within(row).getByText('Rosa Díaz')).toBeInTheDocument();
    expect(within(row).getByText('SNAP (EBT terminal)')).toBeInTheDocument();
    expect(within(row).getByText('Issued')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete entry: 20 SNAP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    expect(within(dialog).getByText(/Issued: 20 SNAP, \$20\.00/)).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenCalledWith(`${FLOAT_PATH}/entries/${buildEntry().id}`);
  });

  it('shows each token outstanding with its value and the total, and flags more redeemed than issued', async () => {
    fakeTokenFloatReads({
      float: buildFloat({
        tokens: [
          buildLine({ issued: 100, redeemed: 60, refunded: 10, outstanding: 30, outstanding_value: 30 }),
          buildLine({
            token_id: MATCH.id,
            name: MATCH.name,
            program: 'INCENTIVE',
            value: 2,
            retired: true,
            issued: 10,
            redeemed: 14,
            refunded: 0,
            outstanding: -4,
            outstanding_value: -8,
          }),
        ],
        outstanding_value: 22,
      }),
    });
    renderView();
    const snap = (await screen.findByText('$30.00')).closest('tr')!;
    expect(
      within(snap)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['SNAP', '100', '60', '10', '30', '$30.00']);
    const match = screen.getAllByRole('row').find((row) => within(row).queryByText('Market Match'))!;
    expect(
      within(match)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Market MatchRetired',
      '10',
      '14',
      '0',
      "-4More redeemed than issued: check the day's entries",
      '-$8.00',
    ]);
    expect(within(snap).queryByText(/More redeemed/)).not.toBeInTheDocument();
    expect(screen.getByText('Total outstanding value').parentElement).toHaveTextContent('$22.00');
  });
});
