import { TOKEN_FLOAT_MESSAGES } from '@marketday/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { buildEntry, FLOAT_PATH, MARKET, MATCH, SNAP, TODAY } from '../testing/token-float-fixtures';
import { EntryForm } from './entry-form';

// Each entry goes under an Idempotency-Key, so a double tap or a retried save records it once.
const SENT_ONCE = { headers: { 'Idempotency-Key': expect.any(String) } };

function renderForm() {
  renderWithProviders(
    <EntryForm marketId={MARKET.id} marketName={MARKET.name} date={TODAY} tokens={[SNAP, MATCH]} />,
  );
}

function answerWith(entry = buildEntry()) {
  return vi
    .spyOn(api, 'post')
    .mockResolvedValue({ data: { message: 'Token float entry recorded', data: entry } });
}

describe('EntryForm', () => {
  it('issues SNAP tokens on the EBT terminal for count × value in dollars, then clears only the count and focuses it', async () => {
    const post = answerWith(buildEntry({ count: 5, amount: 5 }));
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveTextContent('SNAP (EBT terminal)');

    await user.type(screen.getByLabelText('Tokens'), '5');
    expect(screen.getByLabelText('Amount')).toHaveValue('5');
    expect(screen.getByText('5 × $1.00 per token')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note (optional)'), ' morning rush ');
    await user.click(screen.getByRole('button', { name: 'Issue tokens' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(
      `${FLOAT_PATH}/entries`,
      {
        token_id: SNAP.id,
        date: TODAY,
        kind: 'ISSUE',
        method: 'EBT',
        count: 5,
        amount: 5,
        shoppers: 1,
        note: 'morning rush',
      },
      SENT_ONCE,
    );
    const count = screen.getByLabelText('Tokens');
    await waitFor(() => expect(count).toHaveValue('0'));
    expect(count).toHaveFocus();
    // The rest stays for the next shopper.
    expect(screen.getByRole('combobox', { name: 'Token' })).toHaveTextContent('SNAP');
    expect(screen.getByLabelText('Note (optional)')).toHaveValue(' morning rush ');
    expect(await screen.findByText('5 SNAP tokens issued')).toBeInTheDocument();

    // The next shopper: a number and a tap, under a key of its own.
    await user.keyboard('2');
    await user.click(screen.getByRole('button', { name: 'Issue tokens' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1]?.[1]).toMatchObject({ token_id: SNAP.id, method: 'EBT', count: 2, amount: 2 });
    const keyOf = (call: number) =>
      (post.mock.calls[call]?.[2] as typeof SENT_ONCE | undefined)?.headers['Idempotency-Key'];
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it("takes the method from the chosen token's program, and the amount typed over count × value", async () => {
    const post = answerWith();
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Token' }));
    await user.click(await screen.findByRole('option', { name: 'Market Match' }));
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveTextContent('Incentive match');

    await user.type(screen.getByLabelText('Tokens'), '3');
    // $2 tokens: 3 are worth $6.
    expect(screen.getByLabelText('Amount')).toHaveValue('6');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const amount = screen.getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '5.5');
    expect(screen.getByText('Typed amount. The tokens are worth $6.00.')).toBeInTheDocument();
    const shoppers = screen.getByLabelText('Shoppers');
    await user.clear(shoppers);
    await user.type(shoppers, '2');
    await user.click(screen.getByRole('button', { name: 'Refund tokens' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(
      `${FLOAT_PATH}/entries`,
      {
        token_id: MATCH.id,
        date: TODAY,
        kind: 'REFUND',
        method: 'MATCH',
        count: 3,
        amount: 5.5,
        shoppers: 2,
        note: null,
      },
      SENT_ONCE,
    );
  });

  it("shows the shared rules' messages on their fields and sends nothing until they are met", async () => {
    const post = answerWith();
    const user = userEvent.setup();
    renderForm();
    const submit = screen.getByRole('button', { name: 'Issue tokens' });
    expect(submit).toBeDisabled();

    const count = screen.getByLabelText('Tokens');
    await user.type(count, '4');
    await user.clear(count);
    expect(await screen.findByText(TOKEN_FLOAT_MESSAGES.countPositive)).toBeInTheDocument();
    await user.type(count, '4');
    await user.clear(screen.getByLabelText('Shoppers'));
    expect(await screen.findByText(TOKEN_FLOAT_MESSAGES.shoppersPositive)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(post).not.toHaveBeenCalled();
  });

  it("puts the server's refusal on the field it names", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      httpError(400, {
        detail: TOKEN_FLOAT_MESSAGES.refundTooLarge,
        status: 400,
        errors: [{ path: 'count', message: TOKEN_FLOAT_MESSAGES.refundTooLarge }],
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await user.type(screen.getByLabelText('Tokens'), '50');
    await user.click(screen.getByRole('button', { name: 'Refund tokens' }));
    expect(await screen.findByText(TOKEN_FLOAT_MESSAGES.refundTooLarge)).toBeInTheDocument();
    expect(screen.getByLabelText('Tokens')).toHaveAttribute('aria-invalid', 'true');
  });
});
