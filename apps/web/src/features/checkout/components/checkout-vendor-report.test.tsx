import { CHECKOUT_MESSAGES, SALES_REPORT_MESSAGES } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import {
  ALPHA,
  BERRY,
  buildDay,
  buildTransaction,
  MARKET_DATE,
  SNAP,
  vendorReport,
} from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';

// Alpha reported $412.50 and 12 SNAP herself; Berry did not report.
const REPORT = vendorReport();
const DAY = buildDay({ vendors: [{ ...ALPHA, vendor_report: REPORT }, BERRY] });

function renderForm() {
  renderWithProviders(<CheckoutForm context={DAY} marketDate={MARKET_DATE} onCreateDayReport={vi.fn()} />);
  return userEvent.setup();
}

const booked = {
  data: {
    message: CHECKOUT_MESSAGES.submitted,
    data: buildTransaction(),
    govFee: 0.5,
    marketFee: 24.75,
    money_owed: 13.25,
    calculation: '6% of $412.50 = $24.75',
  },
};

describe('a vendor’s own report at the checkout', () => {
  it('is booked as sent in one tap, and the form moves on to the next vendor without the receipt step', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(booked as never);
    const user = renderForm();
    const banner = screen.getByRole('region', { name: "Vendor's report" });
    expect(banner).toHaveTextContent('Reported by vendor: $412.50 · 12 SNAP');
    await user.click(within(banner).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, body, options] = post.mock.calls[0] ?? [];
    expect(url).toBe(`/market-managers/transactions/${DAY.market_id}`);
    // Under the report's own key, whichever device confirms it (docs/decisions/034).
    expect(options?.headers).toEqual({ 'Idempotency-Key': `sales-report:${REPORT.id}` });
    expect(body).toMatchObject({
      market_vendor_id: ALPHA.market_vendor_id,
      reported_gross: 412.5,
      tokens: [{ token_id: SNAP.id, count: 12 }],
      sales_report_id: REPORT.id,
      adjust_reason: null,
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent(BERRY.business_name),
    );
    expect(screen.queryByRole('dialog', { name: 'Deliver Receipt' })).toBeNull();
    expect(screen.queryByRole('region', { name: "Vendor's report" })).toBeNull();
  });

  it('is adjusted only with a reason, which is sent with the changed figures', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(booked as never);
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    const gross = screen.getByLabelText('Gross Profit');
    expect(gross).toHaveValue('412.5');
    await user.clear(gross);
    await user.type(gross, '421.50');
    await user.click(screen.getByRole('button', { name: 'Submit Checkout' }));
    expect(await screen.findByText(SALES_REPORT_MESSAGES.adjustReasonRequired)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(
      screen.getByLabelText('Why the figures changed (the vendor sees this)'),
      'Counted $9 more in the till',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Checkout' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      reported_gross: 421.5,
      sales_report_id: REPORT.id,
      adjust_reason: 'Counted $9 more in the till',
    });
    // Changed figures are the manager's own checkout: a key of their own.
    expect(post.mock.calls[0]?.[2]?.headers?.['Idempotency-Key']).not.toBe(`sales-report:${REPORT.id}`);
    // An adjustment is the manager's own figures: the receipt step follows as for any checkout.
    expect(await screen.findByRole('dialog', { name: 'Deliver Receipt' })).toBeInTheDocument();
  });

  it('is left out when the manager types the figures by hand', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(booked as never);
    const user = renderForm();
    const gross = screen.getByLabelText('Gross Profit');
    await user.type(gross, '400');
    await user.click(screen.getByRole('button', { name: 'Submit Checkout' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).not.toHaveProperty('sales_report_id');
  });

  it('is not offered once the vendor’s day is booked', () => {
    renderWithProviders(
      <CheckoutForm
        context={{ ...DAY, checked_out: [{ market_vendor_id: ALPHA.market_vendor_id, transaction_id: 't' }] }}
        marketDate={MARKET_DATE}
        onCreateDayReport={vi.fn()}
      />,
    );
    expect(screen.queryByRole('region', { name: "Vendor's report" })).toBeNull();
    expect(screen.queryByRole('region', { name: /Reports waiting/ })).toBeNull();
  });
});
