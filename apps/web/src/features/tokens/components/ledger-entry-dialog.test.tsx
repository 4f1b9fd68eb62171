import { DATE_RANGE_MESSAGE, TAKE_TO_MARKET_TOO_FAR_MESSAGE } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/lib/http-transport';
import { renderWithProviders } from '@/test/test-providers';
import { buildToken, MARKET_ID } from '../testing/token-fixtures';
import type { ManualLedgerType } from './ledger-actions';
import { LedgerEntryDialog } from './ledger-entry-dialog';

const TOKEN = buildToken({ name: 'SNAP', per_dollar_value: 1, count: 20 });

// The dialog's form loads after its frame (lazyPart): each test starts once it is drawn.
async function renderDialog(type: ManualLedgerType) {
  renderWithProviders(
    <LedgerEntryDialog
      marketId={MARKET_ID}
      marketToday="2026-11-23"
      token={TOKEN}
      type={type}
      open
      onOpenChange={vi.fn()}
    />,
  );
  await screen.findByRole('button', { name: /Take to market|Correct count|Add tokens/ });
}

// A server that accepts the entry, and the dialog taking 5 tokens to market (today at the market, unless changed).
async function takeFive() {
  const post = vi
    .spyOn(api, 'post')
    .mockResolvedValue({ data: { message: 'Token count updated.', count: 15 } });
  const user = userEvent.setup();
  await renderDialog('WITHDRAW_FOR_MARKET');
  await user.type(screen.getByLabelText('Tokens to take'), '5');
  return { post, user };
}

describe('LedgerEntryDialog', () => {
  it('taking tokens to market shows a negative change and sends the quantity with today at the market as market date', async () => {
    const { post, user } = await takeFive();
    expect(screen.getByText('\u22125')).toBeInTheDocument();
    expect(screen.getByText('15')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take to market' }));

    expect(post).toHaveBeenCalledWith(`/market-managers/markets/${MARKET_ID}/tokens/${TOKEN.id}/ledger`, {
      type: 'WITHDRAW_FOR_MARKET',
      quantity: 5,
      market_date: '2026-11-23',
      note: null,
    });
  });

  // docs/product.md §10: tokens may be taken to a market day up to a week ahead; a year typed wrong must not be booked.
  it('takes tokens to a market day up to a week ahead, and refuses a typed day after that', async () => {
    const { post, user } = await takeFive();
    const date = screen.getByLabelText('Market date');
    const submit = screen.getByRole('button', { name: 'Take to market' });

    await user.clear(date);
    await user.type(date, '12/01/2026');
    expect(await screen.findByText(TAKE_TO_MARKET_TOO_FAR_MESSAGE)).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();

    await user.clear(date);
    await user.type(date, '11/30/2026');
    expect(screen.queryByText(TAKE_TO_MARKET_TOO_FAR_MESSAGE)).not.toBeInTheDocument();
    await user.click(submit);
    expect(post).toHaveBeenCalledWith(
      `/market-managers/markets/${MARKET_ID}/tokens/${TOKEN.id}/ledger`,
      expect.objectContaining({ market_date: '2026-11-30' }),
    );
  });

  // A refusal the server puts on the date shows under it (it was set on the field and shown nowhere).
  it("shows the server's refusal of the market day under the date", async () => {
    const { post, user } = await takeFive();
    post.mockRejectedValue(
      httpError(400, {
        detail: DATE_RANGE_MESSAGE,
        status: 400,
        errors: [{ path: 'market_date', message: DATE_RANGE_MESSAGE }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Take to market' }));
    expect(await screen.findByText(DATE_RANGE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Market date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a quantity of 0', async () => {
    const post = vi.spyOn(api, 'post');
    const user = userEvent.setup();
    await renderDialog('WITHDRAW_FOR_MARKET');
    const submit = screen.getByRole('button', { name: 'Take to market' });
    expect(submit).toBeDisabled();

    const quantity = screen.getByLabelText('Tokens to take');
    await user.type(quantity, '3');
    expect(submit).toBeEnabled();
    await user.clear(quantity);
    expect(await screen.findByText('Amount must be positive')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a correction of 0 but accepts a negative one', async () => {
    const user = userEvent.setup();
    await renderDialog('MANUAL');
    const quantity = screen.getByLabelText('Correction (+ or −)');
    await user.clear(quantity);
    await user.type(quantity, '-2');
    expect(screen.getByText('\u22122')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Correct count' })).toBeEnabled();
    await user.clear(quantity);
    expect(await screen.findByText('Enter a correction other than 0')).toBeInTheDocument();
  });

  it('warns before taking more tokens than are in hand', async () => {
    const user = userEvent.setup();
    await renderDialog('WITHDRAW_FOR_MARKET');
    await user.type(screen.getByLabelText('Tokens to take'), '25');
    expect(screen.getByText('Not enough tokens: only 20 in hand.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take to market' })).toBeDisabled();
  });
});
