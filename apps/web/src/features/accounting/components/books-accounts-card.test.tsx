import {
  ACCOUNTING_MESSAGES,
  type AccountingAccounts,
  DEFAULT_ACCOUNTS,
  TEXT_CHARACTERS_MESSAGE,
} from '@marketday/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { BooksAccountsCard } from './books-accounts-card';

const MARKET = 'market-1';
const PATH = `/market-managers/markets/${MARKET}/accounting`;
const SAVED: AccountingAccounts = { ...DEFAULT_ACCOUNTS, market_fees: '400', vendor_payments: '090' };

describe('BooksAccountsCard', () => {
  it('shows the saved accounts, refuses an empty one with the shared message, and saves trimmed accounts', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: SAVED });
    const put = vi.spyOn(api, 'put').mockImplementation(async (_url, body) => ({
      data: { message: ACCOUNTING_MESSAGES.saved, data: body },
    }));
    const user = userEvent.setup();
    renderWithProviders(<BooksAccountsCard marketId={MARKET} />);
    const marketFees = await screen.findByLabelText('Market fees (income)');
    expect(marketFees).toHaveValue('400');
    const save = screen.getByRole('button', { name: 'Save accounts' });
    expect(save).toBeDisabled();

    await user.clear(marketFees);
    expect(await screen.findByText(ACCOUNTING_MESSAGES.accountRequired)).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.type(marketFees, ' 4010 ');
    const booth = screen.getByLabelText('Booth fees (income)');
    await user.clear(booth);
    await user.type(booth, '4020');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(PATH, { ...SAVED, market_fees: '4010', booth_fees: '4020' });
    expect(await screen.findByText(ACCOUNTING_MESSAGES.saved)).toBeInTheDocument();
  });

  it('puts the defaults back with one button, and shows the server’s refusal on its field', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: SAVED });
    const put = vi.spyOn(api, 'put').mockRejectedValue(
      httpError(400, {
        detail: TEXT_CHARACTERS_MESSAGE,
        errors: [{ path: 'gov_fees', message: TEXT_CHARACTERS_MESSAGE }],
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<BooksAccountsCard marketId={MARKET} />);
    expect(await screen.findByLabelText('Vendor payments (bank)')).toHaveValue('090');

    await user.click(screen.getByRole('button', { name: 'Use the defaults' }));
    expect(screen.getByLabelText('Vendor payments (bank)')).toHaveValue('Checking');
    expect(screen.getByLabelText('Market fees (income)')).toHaveValue('Market Fee Income');
    const save = screen.getByRole('button', { name: 'Save accounts' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(put).toHaveBeenCalledWith(PATH, DEFAULT_ACCOUNTS));
    expect(await screen.findByText(TEXT_CHARACTERS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Government fees collected (liability)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
