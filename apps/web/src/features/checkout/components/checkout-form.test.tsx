import { CHECKOUT_MESSAGES, type CheckoutContext } from '@marketday/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printReceipt } from '@/lib/api/checkout';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import {
  ALPHA,
  BERRY,
  buildContext,
  buildTransaction,
  MARKET_DATE,
  MARKET_ID,
  SNAP,
  TestProviders,
} from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';

vi.mock('@/lib/api/checkout', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/checkout')>()),
  printReceipt: vi.fn().mockResolvedValue(undefined),
}));

const TRANSACTION = buildTransaction();
const created = (data = TRANSACTION) => ({ data: { message: CHECKOUT_MESSAGES.submitted, data: data } });

function renderForm(context: CheckoutContext = buildContext()) {
  const onCreateDayReport = vi.fn();
  render(
    <TestProviders>
      <CheckoutForm context={context} marketDate={MARKET_DATE} onCreateDayReport={onCreateDayReport} />
    </TestProviders>,
  );
  return { onCreateDayReport, user: userEvent.setup() };
}

const gross = () => screen.getByLabelText('Gross Profit');
const owed = () => screen.getByTestId('money-owed');
const submitButton = () => screen.getByRole('button', { name: 'Submit Checkout' });

async function pickVendor(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
  await user.click(screen.getByRole('option', { name: new RegExp(name) }));
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await user.click(submitButton());
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CheckoutForm', () => {
  it('starts on the first vendor with the cursor in Gross Profit and submit off', async () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Alpha Farm');
    await waitFor(() => expect(gross()).toHaveFocus());
    expect(gross()).toHaveAttribute('inputmode', 'decimal');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('Owed = Fee + Gov. Fee - Token Total')).toBeInTheDocument();
    expect(screen.getByText('No Custom Fields')).toBeInTheDocument();
  });

  it('updates Money Owed as gross and token counts are typed', async () => {
    const { user } = renderForm();
    await user.type(gross(), '500');
    expect(screen.getByText('6% of $500.00 = $30.00')).toBeInTheDocument();
    expect(screen.getByText('+ $0.50 Gov. fee')).toBeInTheDocument();
    expect(owed()).toHaveTextContent('$30.50');
    expect(owed()).toHaveAttribute('aria-live', 'polite');

    await user.type(screen.getByLabelText(SNAP.name), '10');
    expect(owed()).toHaveTextContent('$20.50');
  });

  it('says in words when the market owes the vendor', async () => {
    const { user } = renderForm();
    await user.type(gross(), '100');
    await user.type(screen.getByLabelText(SNAP.name), '16');
    expect(owed()).toHaveTextContent('Pay vendor $9.50');
  });

  it('leaves Gov. Fee and Token Total out of the legend when the market has neither', () => {
    renderForm(buildContext({ gov_fee: 0, market_tokens: [] }));
    expect(screen.getByText('Owed = Fee')).toBeInTheDocument();
    expect(screen.getByText('No Tokens In this Market')).toBeInTheDocument();
    expect(screen.queryByText(/Gov\. fee/)).not.toBeInTheDocument();
  });

  it('after a submit keeps the vendor, clears the figures and returns to Gross Profit', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(created());
    const { user } = renderForm();
    await pickVendor(user, 'Berry Bakery');
    await waitFor(() => expect(gross()).toHaveFocus());
    await user.type(gross(), '300');
    await user.type(screen.getByLabelText(SNAP.name), '5');
    await submit(user);

    expect(post).toHaveBeenCalledWith(
      `/market-managers/transactions/${MARKET_ID}`,
      {
        market_vendor_id: BERRY.market_vendor_id,
        market_date: MARKET_DATE,
        reported_gross: 300,
        tokens: [{ token_id: SNAP.id, count: 5 }],
        custom_fields: {},
        receipt_email: BERRY.receipt_email,
      },
      { headers: { 'Idempotency-Key': expect.any(String) } },
    );
    expect(await screen.findByText(CHECKOUT_MESSAGES.submitted)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Deliver Receipt' });
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));

    await waitFor(() => expect(gross()).toHaveFocus());
    expect(gross()).toHaveValue('');
    expect(screen.getByLabelText(SNAP.name)).toHaveValue('0');
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Berry Bakery');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Print Latest Reciept' })).toBeInTheDocument();
  });

  it('offers only printing when the vendor has no receipt e-mail', async () => {
    vi.spyOn(api, 'post').mockResolvedValue(created());
    const { user } = renderForm();
    await user.type(gross(), '500');
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Deliver Receipt' });
    expect(within(dialog).getByText('Choose how to give receipt to vendor.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Print Receipt' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Email Receipt' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Print and Email Receipt' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Print Receipt' }));
    expect(printReceipt).toHaveBeenCalledWith({ transactionId: TRANSACTION.id, reader: 'manager' });
  });

  it('e-mails the receipt to a vendor with a receipt address', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockImplementation(async (url) =>
        url === '/email/transactions' ? { data: { message: 'Receipt Sent' } } : created(),
      );
    const { user } = renderForm();
    await pickVendor(user, 'Berry Bakery');
    await user.type(gross(), '300');
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Deliver Receipt' });
    expect(within(dialog).getByRole('button', { name: 'Print and Email Receipt' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Email Receipt' }));

    expect(await screen.findByText(CHECKOUT_MESSAGES.receiptSent)).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/email/transactions', {
      transaction_id: TRANSACTION.id,
      email: BERRY.receipt_email,
    });
  });

  it('asks before overwriting when the vendor is already checked out that day', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(httpError(409, { detail: 'exists', id: TRANSACTION.id }));
    const put = vi
      .spyOn(api, 'put')
      .mockResolvedValue({ data: { message: CHECKOUT_MESSAGES.updated, data: TRANSACTION } });
    const { user } = renderForm();
    await user.type(gross(), '500');
    await submit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Transaction Conflict' });
    expect(dialog).toHaveTextContent(CHECKOUT_MESSAGES.conflict('Alpha Farm', '11/22/2026'));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite Transaction' }));

    expect(put).toHaveBeenCalledWith(
      '/market-managers/transactions/',
      expect.objectContaining({ market_vendor_id: ALPHA.market_vendor_id, reported_gross: 500 }),
      { params: { market_vendor_id: ALPHA.market_vendor_id, market_date: MARKET_DATE } },
    );
    expect(await screen.findByText(CHECKOUT_MESSAGES.updated)).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Deliver Receipt' })).toBeInTheDocument();
  });

  it("shows the server's reason for any other failure and keeps the figures", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(httpError(400, { detail: 'Selected vendor not found' }));
    const { user } = renderForm();
    await user.type(gross(), '500');
    await submit(user);
    expect(await screen.findByText('Selected vendor not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gross()).toHaveValue('500');
  });

  it('opens the day report from its button', async () => {
    const { user, onCreateDayReport } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Day Report' }));
    expect(onCreateDayReport).toHaveBeenCalledOnce();
  });
});
