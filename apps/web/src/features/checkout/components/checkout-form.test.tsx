import { CHECKOUT_MESSAGES, DIALOG_EXIT_MS } from '@marketday/shared';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { printReceipt } from '@/entities/transactions/print-receipt';
import { SLOW_REQUEST_MS } from '@/hooks/use-slow-pending';
import { api } from '@/lib/api-client';
import { canceledError, httpError } from '@/test/http-errors';
import { renderWithProviders, TestProviders } from '@/test/test-providers';
import {
  ALPHA,
  BERRY,
  buildDay,
  buildTransaction,
  MARKET_DATE,
  MARKET_ID,
  SNAP,
} from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';
import { SUBMIT_CANCELLED } from './use-checkout-flow';

vi.mock('@/entities/transactions/print-receipt', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/entities/transactions/print-receipt')>()),
  printReceipt: vi.fn().mockResolvedValue(undefined),
}));

const TRANSACTION = buildTransaction();
const created = (data = TRANSACTION, moneyOwed = 7.25) => ({
  data: {
    message: CHECKOUT_MESSAGES.submitted,
    data,
    govFee: 0.5,
    marketFee: 30,
    money_owed: moneyOwed,
    calculation: '6% of $500.00 = $30.00',
  },
});

function renderForm(context: CheckoutDay = buildDay()) {
  const onCreateDayReport = vi.fn();
  renderWithProviders(
    <CheckoutForm context={context} marketDate={MARKET_DATE} onCreateDayReport={onCreateDayReport} />,
  );
  return { onCreateDayReport, user: userEvent.setup() };
}

const done = (...vendors: (typeof ALPHA)[]) =>
  vendors.map((v) => ({ market_vendor_id: v.market_vendor_id, transaction_id: TRANSACTION.id }));
const gross = () => screen.getByLabelText('Gross Profit');
const owed = () => screen.getByTestId('money-owed');
const submitButton = () => screen.getByRole('button', { name: 'Submit Checkout' });

async function pickVendor(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await user.click(submitButton());
}

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

  it('opens on the first vendor not yet checked out that day, and on the first when all are', async () => {
    const vendorPicker = () => screen.getByRole('combobox', { name: 'Vendor' });
    const { user } = renderForm(buildDay({ checked_out: done(ALPHA) }));
    expect(vendorPicker()).toHaveTextContent(BERRY.business_name);
    // A settled vendor the manager picks on purpose (to overwrite) stays picked.
    await pickVendor(user, ALPHA.business_name);
    expect(vendorPicker()).toHaveTextContent(ALPHA.business_name);
    cleanup();
    renderForm(buildDay({ checked_out: done(ALPHA, BERRY) }));
    expect(vendorPicker()).toHaveTextContent(ALPHA.business_name);
  });

  it('keeps a vendor the manager has typed for or picked when that vendor turns out to be done', async () => {
    const settled = buildDay({
      checked_out: [{ market_vendor_id: ALPHA.market_vendor_id, transaction_id: TRANSACTION.id }],
    });
    const form = (context: CheckoutDay) => (
      <TestProviders>
        <CheckoutForm context={context} marketDate={MARKET_DATE} onCreateDayReport={vi.fn()} />
      </TestProviders>
    );
    const vendorPicker = () => screen.getByRole('combobox', { name: 'Vendor' });
    const user = userEvent.setup();

    // A figure typed and cleared again is still the manager's choice of vendor.
    const typed = render(form(buildDay()));
    await user.type(gross(), '5');
    await user.clear(gross());
    typed.rerender(form(settled));
    expect(vendorPicker()).toHaveTextContent(ALPHA.business_name);
    cleanup();

    // So is picking the vendor already shown.
    const picked = render(form(buildDay()));
    await pickVendor(user, ALPHA.business_name);
    picked.rerender(form(settled));
    expect(vendorPicker()).toHaveTextContent(ALPHA.business_name);
    cleanup();

    // Untouched, the screen moves on from a vendor found to be done.
    const untouched = render(form(buildDay()));
    untouched.rerender(form(settled));
    expect(vendorPicker()).toHaveTextContent(BERRY.business_name);
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
    renderForm(buildDay({ gov_fee: 0, market_tokens: [] }));
    expect(screen.getByText('Owed = Fee')).toBeInTheDocument();
    expect(screen.getByText('No Tokens In this Market')).toBeInTheDocument();
    expect(screen.queryByText(/Gov\. fee/)).not.toBeInTheDocument();
  });

  it('after the receipt step (here Skip) moves on to the next vendor still to settle, blank, cursor in Gross', async () => {
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
      { headers: { 'Idempotency-Key': expect.any(String) }, signal: expect.any(AbortSignal) },
    );
    expect(await screen.findByText(CHECKOUT_MESSAGES.submitted)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Deliver Receipt' });
    expect(within(dialog).getByTestId('receipt-next')).toHaveTextContent('Next: Alpha Farm');
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));

    await waitFor(() => expect(gross()).toHaveFocus());
    expect(gross()).toHaveValue('');
    expect(screen.getByLabelText(SNAP.name)).toHaveValue('0');
    // The list wraps round: Alpha Farm, before Berry Bakery, is the one still to settle.
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Alpha Farm');
    expect(submitButton()).toBeDisabled();
    // The strip keeps the vendor just settled, and their receipt.
    const strip = screen.getByRole('region', { name: 'Last checkout' });
    expect(strip).toHaveTextContent('Berry Bakery');
    await user.click(within(strip).getByRole('button', { name: 'Print Latest Reciept' }));
    expect(printReceipt).toHaveBeenLastCalledWith({ transactionId: TRANSACTION.id, reader: 'manager' });
  });

  it('closing the receipt dialog also moves on; with everyone settled the vendor stays', async () => {
    vi.spyOn(api, 'post').mockResolvedValue(created());
    const { user } = renderForm(buildDay({ checked_out: done(ALPHA) }));
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Berry Bakery');
    await user.type(gross(), '300');
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Deliver Receipt' });
    expect(within(dialog).getByText('Every vendor is checked out.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Berry Bakery');
    await waitFor(() => expect(gross()).toHaveFocus());
  });

  // jsdom runs no animations, as a phone set to reduce motion: the dialog is gone at once. A timer of the exit
  // animation's length used to send focus to Gross Profit after it, closing a vendor picker opened meanwhile.
  it('keeps the vendor picker open when it is opened as soon as the receipt dialog is gone', async () => {
    vi.spyOn(api, 'post').mockResolvedValue(created());
    const { user } = renderForm();
    await pickVendor(user, 'Berry Bakery');
    await user.type(gross(), '300');
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Deliver Receipt' });
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    const search = await screen.findByRole('combobox', { name: 'Search vendors' });
    await new Promise((resolve) => setTimeout(resolve, DIALOG_EXIT_MS + 200));
    expect(search).toBeInTheDocument();
    expect(search).toHaveFocus();
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
    const put = vi.spyOn(api, 'put').mockResolvedValue({
      data: { message: CHECKOUT_MESSAGES.updated, data: TRANSACTION, money_owed: TRANSACTION.money_owed },
    });
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
      {
        params: { market_vendor_id: ALPHA.market_vendor_id, market_date: MARKET_DATE },
        signal: expect.any(AbortSignal),
      },
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
    expect(gross()).toHaveValue('500.00');
  });

  it('keeps the figure to collect in view, and one tap prints the receipt and goes on to the next vendor', async () => {
    vi.spyOn(api, 'post').mockResolvedValue(created(TRANSACTION, 7.25));
    const { user } = renderForm();
    await user.type(gross(), '500');
    await submit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Deliver Receipt' });
    expect(within(dialog).getByTestId('receipt-owed')).toHaveTextContent('Alpha FarmCollect$7.25');
    await user.click(within(dialog).getByRole('button', { name: 'Print Receipt' }));
    expect(printReceipt).toHaveBeenLastCalledWith({ transactionId: TRANSACTION.id, reader: 'manager' });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Berry Bakery');
    expect(gross()).toHaveValue('');
    await waitFor(() => expect(gross()).toHaveFocus());
    const strip = screen.getByRole('region', { name: 'Last checkout' });
    expect(strip).toHaveTextContent('Alpha Farm');
    expect(strip).toHaveTextContent('Collect$7.25');
    expect(within(strip).getByRole('button', { name: 'Print Latest Reciept' })).toBeInTheDocument();
  });

  it('says "Pay vendor" when the market owes the vendor', async () => {
    vi.spyOn(api, 'post').mockResolvedValue(created(TRANSACTION, -22.3));
    const { user } = renderForm();
    await user.type(gross(), '10');
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Deliver Receipt' });
    expect(within(dialog).getByTestId('receipt-owed')).toHaveTextContent('Pay vendor$22.30');
  });

  it('starts another vendor from blank figures, so one gross is never booked for another', async () => {
    const { user } = renderForm();
    await user.type(gross(), '100');
    await user.type(screen.getByLabelText(SNAP.name), '3');
    await pickVendor(user, 'Berry Bakery');
    expect(gross()).toHaveValue('');
    expect(screen.getByLabelText(SNAP.name)).toHaveValue('0');
    await user.type(gross(), '250');
    expect(gross()).toHaveValue('250');
  });

  it('marks checked-out vendors in the day list, and a tap there picks the vendor', async () => {
    const { user } = renderForm(
      buildDay({ checked_out: [{ market_vendor_id: ALPHA.market_vendor_id, transaction_id: 't1' }] }),
    );
    const list = screen.getByRole('list', { name: 'Vendors today' });
    expect(within(list).getByRole('button', { name: /Alpha Farm.*\(checked out\)/ })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /Berry Bakery.*\(not yet\)/ }));
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Berry Bakery');
    expect(screen.getByText('1 of 2 settled')).toBeInTheDocument();
  });

  it('lists the vendors who came first on a day with attendance, and says the absent', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (url) => ({
      data: url.endsWith(`/dates/${MARKET_DATE}/attendance`)
        ? [
            { market_vendor_id: ALPHA.market_vendor_id, status: 'ABSENT' },
            { market_vendor_id: BERRY.market_vendor_id, status: 'PRESENT' },
          ]
        : [],
    }));
    renderForm();
    const list = screen.getByRole('list', { name: 'Vendors today' });
    expect(await screen.findByText('0 of 2 settled · 1 present')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Berry Bakery(not yet)', 'Alpha FarmAbsent(not yet)']);
  });

  it("asks before booking a gross far above the vendor's largest so far, and books it only on yes", async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(created());
    const { user } = renderForm(buildDay({ vendors: [{ ...ALPHA, largest_gross: 412.5 }, BERRY] }));
    await user.type(gross(), '100250');
    await submit(user);
    const doubt = await screen.findByRole('dialog', { name: 'Is this gross right?' });
    expect(doubt).toHaveTextContent('$100,250.00 is more than $20,000.00.');
    await user.click(within(doubt).getByRole('button', { name: 'Fix the figure' }));
    expect(post).not.toHaveBeenCalled();
    await user.clear(gross());
    await user.type(gross(), '5000');
    await submit(user);
    const again = await screen.findByRole('dialog', { name: 'Is this gross right?' });
    expect(again).toHaveTextContent(
      "$5,000.00 is more than 10 times Alpha Farm's largest gross so far ($412.50).",
    );
    await user.click(within(again).getByRole('button', { name: 'Yes, submit $5,000.00' }));
    expect(await screen.findByRole('dialog', { name: 'Deliver Receipt' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledOnce();
  });

  it('shows the gross as money after it is typed, and refuses a decimal token count with a reason', async () => {
    const { user } = renderForm();
    await user.type(gross(), '412.5');
    const tokens = screen.getByLabelText(SNAP.name);
    expect(tokens).toHaveAttribute('inputmode', 'numeric');
    await user.click(tokens);
    expect(gross()).toHaveValue('412.50');
    await user.type(tokens, '1.5');
    // Neither the point nor the fraction after it is taken: 1.5 never becomes 15.
    expect(tokens).toHaveValue('1');
    expect(screen.getByText('Tokens are counted in whole numbers.')).toBeInTheDocument();
    await user.type(tokens, '{Backspace}2');
    expect(tokens).toHaveValue('2');
    expect(screen.queryByText('Tokens are counted in whole numbers.')).not.toBeInTheDocument();
  });

  it('says when a submit hangs, and stopping keeps the figures and books nothing twice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const post = vi.spyOn(api, 'post').mockImplementation(
        (_url, _body, config) =>
          new Promise((_resolve, reject) => {
            config?.signal?.addEventListener?.('abort', () => reject(canceledError()));
          }),
      );
      const { user } = renderForm();
      await user.type(gross(), '500');
      await submit(user);
      expect(screen.queryByText('Still sending… the network is slow.')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS));
      expect(screen.getByText('Still sending… the network is slow.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Stop waiting' }));
      expect(await screen.findByText(SUBMIT_CANCELLED)).toBeInTheDocument();
      expect(gross()).toHaveValue('500.00');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The retry carries the same Idempotency-Key: a checkout that did arrive is not booked twice.
      await submit(user);
      const keys = post.mock.calls.map(
        (call) => (call[2]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
      );
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBe(keys[1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the day report from its button', async () => {
    const { user, onCreateDayReport } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Day Report' }));
    expect(onCreateDayReport).toHaveBeenCalledOnce();
  });

  it('names the vendor on the Money Owed bar, in full for a tooltip and screen readers', async () => {
    const { user } = renderForm();
    const label = screen.getByTestId('money-owed-label');
    expect(label).toHaveTextContent('Money Owed · Alpha Farm');
    expect(label).toHaveAttribute('title', 'Money Owed · Alpha Farm');
    await pickVendor(user, 'Berry Bakery');
    expect(label).toHaveTextContent('Money Owed · Berry Bakery');
  });

  it("shows a vendor's full name in the picker and its options (wrapped, never cut short)", async () => {
    const long = 'Heirloom Tomato & Pepper Cooperative of Yolo County';
    const { user } = renderForm(buildDay({ vendors: [{ ...ALPHA, business_name: long }, BERRY] }));
    const trigger = screen.getByRole('combobox', { name: 'Vendor' });
    expect(within(trigger).getByText(long)).not.toHaveClass('truncate');
    await user.click(trigger);
    expect(within(screen.getByRole('option', { name: new RegExp(long) })).getByText(long)).not.toHaveClass(
      'truncate',
    );
  });

  it('puts the cursor in Gross Profit and brings the vendor and tokens into view on every vendor switch', async () => {
    vi.spyOn(api, 'post').mockResolvedValue(created());
    const scrolled: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    {
      const { user } = renderForm(buildDay({ vendors: [ALPHA, BERRY, { ...BERRY, ...CEDAR }] }));
      const vendorCard = () => document.querySelector('[data-checkout-vendor]');
      const tokensCard = () => document.querySelector('[data-checkout-tokens]');
      const expectRevealed = async (name: string) => {
        expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent(name);
        await waitFor(() => expect(gross()).toHaveFocus());
        expect(scrolled).toContain(vendorCard());
        expect(scrolled).toContain(tokensCard());
        scrolled.length = 0;
      };
      await expectRevealed('Alpha Farm');
      // The picker.
      await pickVendor(user, 'Berry Bakery');
      await expectRevealed('Berry Bakery');
      // The day list, from below the form.
      const list = screen.getByRole('list', { name: 'Vendors today' });
      await user.click(within(list).getByRole('button', { name: /Cedar Stand/ }));
      await expectRevealed('Cedar Stand');
      // The receipt step, then the strip's Next.
      await user.type(gross(), '100');
      await submit(user);
      await user.click(await screen.findByRole('button', { name: 'Skip' }));
      await expectRevealed('Alpha Farm');
      const strip = screen.getByRole('region', { name: 'Last checkout' });
      await user.click(within(strip).getByRole('button', { name: 'Next: Berry Bakery' }));
      await expectRevealed('Berry Bakery');
    }
  });
});

const CEDAR = {
  market_vendor_id: '13333333-3333-4333-8333-333333333333',
  vendor_id: '23333333-3333-4333-8333-333333333333',
  business_name: 'Cedar Stand',
};

describe("CheckoutForm with a vendor's standing receipt choice", () => {
  const emailed = () =>
    vi
      .spyOn(api, 'post')
      .mockImplementation(async (url) =>
        url === '/email/transactions' ? { data: { message: 'Receipt Sent' } } : created(),
      );
  const notices = () => Array.from(document.querySelectorAll('[data-slot="alert-notice"]'));

  it('prints without asking, says so in the one notice, and moves on to the next vendor', async () => {
    vi.spyOn(api, 'post').mockResolvedValue(created());
    const { user } = renderForm(buildDay({ vendors: [{ ...ALPHA, receipt_preference: 'PRINT' }, BERRY] }));
    await user.type(gross(), '500');
    await submit(user);

    expect(await screen.findByText('Receipt printed for Alpha Farm')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Deliver Receipt' })).not.toBeInTheDocument();
    expect(printReceipt).toHaveBeenLastCalledWith({ transactionId: TRANSACTION.id, reader: 'manager' });
    expect(notices()).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Berry Bakery');
    await waitFor(() => expect(gross()).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Last checkout' })).toHaveTextContent('Alpha Farm');
  });

  it('e-mails to a vendor with a receipt address, and asks when there is none', async () => {
    const post = emailed();
    const { user } = renderForm(
      buildDay({
        vendors: [
          { ...ALPHA, receipt_preference: 'EMAIL' },
          { ...BERRY, receipt_preference: 'EMAIL' },
        ],
      }),
    );
    // Alpha Farm has no receipt address: the dialog asks.
    await user.type(gross(), '500');
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Deliver Receipt' });
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Berry Bakery');
    await user.type(gross(), '300');
    await submit(user);
    expect(await screen.findByText('Receipt e-mailed to Berry Bakery')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/email/transactions', {
      transaction_id: TRANSACTION.id,
      email: BERRY.receipt_email,
    });
    expect(screen.queryByRole('dialog', { name: 'Deliver Receipt' })).not.toBeInTheDocument();
    expect(notices()).toHaveLength(1);
  });

  it('gives no receipt to a vendor who wants none, and says so', async () => {
    vi.spyOn(api, 'post').mockResolvedValue(created());
    vi.mocked(printReceipt).mockClear();
    const { user } = renderForm(buildDay({ vendors: [{ ...ALPHA, receipt_preference: 'NONE' }, BERRY] }));
    await user.type(gross(), '500');
    await submit(user);
    expect(await screen.findByText('No receipt for Alpha Farm (their choice)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Deliver Receipt' })).not.toBeInTheDocument();
    expect(printReceipt).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Berry Bakery');
  });
});
