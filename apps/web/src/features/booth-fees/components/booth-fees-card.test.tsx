import { BOOTH_FEE_MESSAGES, type BoothFeeSettings } from '@marketday/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { BoothFeesCard } from './booth-fees-card';

const MARKET = 'market-1';
const SAVED: BoothFeeSettings = {
  basis: 'PER_DAY',
  charge_on: 'PRESENT',
  rates: [{ size: '10x10', amount: 25.1 }],
};

describe('BoothFeesCard', () => {
  it('refuses a bad or repeated size with the shared message, and sends the rates as exact dollars', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: SAVED });
    const put = vi.spyOn(api, 'put').mockImplementation(async (_url, body) => ({
      data: { message: BOOTH_FEE_MESSAGES.saved, data: body },
    }));
    const user = userEvent.setup();
    renderWithProviders(<BoothFeesCard marketId={MARKET} />);
    // The saved rate reads back in dollars and cents.
    expect(await screen.findByDisplayValue('25.1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    const size = screen.getAllByLabelText('Size (feet)')[1]!;
    await user.type(size, '10 by 20');
    expect(await screen.findByText(BOOTH_FEE_MESSAGES.sizeFormat)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save booth fees' });
    expect(save).toBeDisabled();

    await user.clear(size);
    await user.type(size, '10x10');
    expect(await screen.findByText(BOOTH_FEE_MESSAGES.duplicateSize('10x10'))).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(size);
    await user.type(size, '10x20');
    const fee = screen.getAllByLabelText('Fee')[1]!;
    await user.clear(fee);
    await user.type(fee, '40.05');
    await user.click(screen.getByRole('button', { name: 'Per season' }));
    await user.click(screen.getByRole('button', { name: 'Scheduled' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(`/market-managers/markets/${MARKET}/booth-fees`, {
      basis: 'PER_SEASON',
      charge_on: 'SCHEDULED',
      rates: [
        { size: '10x10', amount: 25.1 },
        { size: '10x20', amount: 40.05 },
      ],
    });
    expect(await screen.findByText(BOOTH_FEE_MESSAGES.saved)).toBeInTheDocument();
  });
});
