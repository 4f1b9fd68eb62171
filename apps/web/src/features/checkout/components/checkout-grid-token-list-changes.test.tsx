import type { CheckoutInput } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import {
  ALPHA,
  MARKET_BUCKS as BUCKS,
  booksEach,
  buildDay,
  CALFRESH,
  MARKET_DATE,
  FRESH_MATCH as MATCH,
  renderRefetchable,
} from '../testing/checkout-fixtures';
import { CheckoutGrid } from './checkout-grid';
import { GRID_TOKEN_GONE } from './use-grid-row';

// The grid's rows, like the form, hold counts typed for the day's tokens while the day may be fetched again with
// a token added, removed or moved by another device (checkout-token-list-changes.test.tsx for the form).

const renderGrid = (context: CheckoutDay) =>
  renderRefetchable(
    (day) => <CheckoutGrid context={day} marketDate={MARKET_DATE} onOpenInForm={vi.fn()} />,
    context,
  );

const cell = (token: string) => screen.getByLabelText(`${token} for ${ALPHA.business_name}`);
const alphaRow = () => screen.getByRole('row', { name: new RegExp(ALPHA.business_name) });

const books = () => booksEach(0);

describe('the checkout grid: the day’s tokens change while a row is typed', () => {
  it('keeps each count in its own token’s cell, writes it there, and sends it with that token', async () => {
    const post = books();
    const { user, refetched } = renderGrid(buildDay({ market_tokens: [BUCKS, CALFRESH] }));
    await user.type(screen.getByLabelText(`Gross for ${ALPHA.business_name}`), '500');
    await user.type(cell('Market Bucks'), '10');
    // A token is added before the others, and CalFresh moves ahead of Market Bucks.
    refetched(buildDay({ market_tokens: [MATCH, CALFRESH, BUCKS] }));
    expect(cell('Fresh Match')).toHaveValue('0');
    expect(cell('CalFresh')).toHaveValue('0');
    expect(cell('Market Bucks')).toHaveValue('10');
    await user.type(cell('CalFresh'), '3');
    await user.type(cell('Fresh Match'), '2');
    expect(cell('Market Bucks')).toHaveValue('10');
    expect(cell('CalFresh')).toHaveValue('3');
    // $30.50 − 2 × $2 − 3 × $5 − 10 × $1.
    expect(within(alphaRow()).getByText('$1.50')).toBeInTheDocument();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const body = post.mock.calls[0]?.[1] as CheckoutInput;
    expect(Object.fromEntries((body.tokens ?? []).map((t) => [t.token_id, t.count]))).toEqual({
      [BUCKS.id]: 10,
      [CALFRESH.id]: 3,
      [MATCH.id]: 2,
    });
  });

  it('will not book a row whose counted token was removed, and says where to count it', async () => {
    const post = books();
    const { user, refetched } = renderGrid(buildDay({ market_tokens: [BUCKS, CALFRESH] }));
    await user.type(screen.getByLabelText(`Gross for ${ALPHA.business_name}`), '500');
    await user.type(cell('Market Bucks'), '10');
    await user.type(cell('CalFresh'), '3');
    refetched(buildDay({ market_tokens: [CALFRESH] }));
    expect(cell('CalFresh')).toHaveValue('3');
    await user.keyboard('{Enter}');
    expect(await within(alphaRow()).findByText(GRID_TOKEN_GONE)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
