import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { api } from '@/lib/api-client';
import { TOKEN_GONE } from '../form-values';
import {
  ALPHA,
  MARKET_BUCKS as BUCKS,
  bookedAnswer,
  buildDay,
  CALFRESH,
  MARKET_DATE,
  FRESH_MATCH as MATCH,
  renderRefetchable,
} from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';

// The day's tokens can change under an open checkout: another device adds, removes or renames a token in the
// market's settings, and the day's data is fetched again (reconnect, the kept days' refresh, a confirmed report).
// A count typed belongs to its token, whatever place the token then takes in the list.

const BOOKED = bookedAnswer(11.5);

const renderForm = (context: CheckoutDay) =>
  renderRefetchable(
    (day) => <CheckoutForm context={day} marketDate={MARKET_DATE} onCreateDayReport={vi.fn()} />,
    context,
  );

const gross = () => screen.getByLabelText('Gross Profit');
const count = (name: string) => screen.getByLabelText(name);
const owed = () => screen.getByTestId('money-owed');
const submitButton = () => screen.getByRole('button', { name: 'Submit Checkout' });

describe('CheckoutForm: the day’s tokens change while a vendor’s figures are typed', () => {
  it('keeps each count with its token when one is added before them and one removed, and sends them so', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(BOOKED);
    const { user, refetched } = renderForm(buildDay({ market_tokens: [BUCKS, CALFRESH] }));
    // Alpha Farm, a producer: 6% of $500 = $30, + $0.50 gov fee.
    await user.type(gross(), '500');
    await user.type(count('Market Bucks'), '10');
    await user.type(count('CalFresh'), '3');
    expect(owed()).toHaveTextContent('$5.50');

    // A token is added in the settings, and comes first in the list.
    refetched(buildDay({ market_tokens: [MATCH, BUCKS, CALFRESH] }));
    expect(count('Fresh Match')).toHaveValue('0');
    expect(count('Market Bucks')).toHaveValue('10');
    expect(count('CalFresh')).toHaveValue('3');
    // $30.50 − 10 × $1 − 3 × $5.
    expect(owed()).toHaveTextContent('$5.50');
    await user.type(count('Fresh Match'), '2');
    expect(count('Fresh Match')).toHaveValue('2');
    expect(count('Market Bucks')).toHaveValue('10');
    expect(count('CalFresh')).toHaveValue('3');
    expect(owed()).toHaveTextContent('$1.50');

    // Market Bucks is removed from the market while 10 of them are counted: the count stays in view with why it
    // cannot be booked, and the checkout waits for the manager.
    refetched(buildDay({ market_tokens: [MATCH, CALFRESH] }));
    expect(count('Market Bucks')).toHaveValue('10');
    expect(await screen.findByText(TOKEN_GONE)).toBeInTheDocument();
    expect(count('Fresh Match')).toHaveValue('2');
    expect(count('CalFresh')).toHaveValue('3');
    await waitFor(() => expect(submitButton()).toBeDisabled());
    await user.click(submitButton());
    expect(post).not.toHaveBeenCalled();

    // The manager takes those 10 out (the vendor is paid for them another way): the checkout can go.
    await user.click(count('Market Bucks'));
    await user.keyboard('0');
    expect(count('Market Bucks')).toHaveValue('0');
    await waitFor(() => expect(screen.queryByText(TOKEN_GONE)).not.toBeInTheDocument());
    // $30.50 − 2 × $2 − 3 × $5.
    expect(owed()).toHaveTextContent('$11.50');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const body = post.mock.calls[0]?.[1] as {
      market_vendor_id: string;
      tokens: { token_id: string; count: number }[];
    };
    expect(body.market_vendor_id).toBe(ALPHA.market_vendor_id);
    expect(
      Object.fromEntries(body.tokens.filter((t) => t.count > 0).map((t) => [t.token_id, t.count])),
    ).toEqual({
      [MATCH.id]: 2,
      [CALFRESH.id]: 3,
    });
  });

  it('gives a removed token its count back, in place, if it returns before the checkout is sent', async () => {
    const { user, refetched } = renderForm(buildDay({ market_tokens: [BUCKS, CALFRESH] }));
    await user.type(gross(), '500');
    await user.type(count('Market Bucks'), '10');
    await user.type(count('CalFresh'), '3');
    refetched(buildDay({ market_tokens: [CALFRESH] }));
    expect(count('Market Bucks')).toHaveValue('10');
    expect(count('CalFresh')).toHaveValue('3');
    // Renamed on the way back: the count follows the token, not its name or place.
    refetched(buildDay({ market_tokens: [{ ...BUCKS, name: 'Bucks' }, CALFRESH] }));
    expect(count('Bucks')).toHaveValue('10');
    expect(count('CalFresh')).toHaveValue('3');
    await waitFor(() => expect(screen.queryByText(TOKEN_GONE)).not.toBeInTheDocument());
    expect(owed()).toHaveTextContent('$5.50');
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });
});
