import type { MarketVendor } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { buildMarket } from '../../testing/market-fixtures';
import { MarketFeesCard } from './market-fees-card';
import { MarketVendorsCard } from './market-vendors-card';

const market = buildMarket({
  gov_fee: 2,
  vendor_fees: [
    { vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 },
    { vendor_type: 'ANCILLARY', fee_type: 'MAX_OF_EITHER', flat: 25, percent: 8.5 },
  ],
});

const vendor = {
  id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  business_name: 'Sunny Acres',
  type: 'PRODUCER',
  market_vendor_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
} as MarketVendor;

describe('market page cards', () => {
  it("puts each vendor type's fee rule in words next to the government fee", () => {
    renderWithProviders(<MarketFeesCard market={market} />);
    expect(screen.getByText('$2.00 per checkout')).toBeInTheDocument();
    expect(screen.getByText('6% of gross')).toBeInTheDocument();
    expect(screen.getByText('$25.00 or 8.5% of gross, whichever is greater')).toBeInTheDocument();
  });

  it('says so when no vendor is in the market yet and points to the Vendors page', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [] });
    renderWithProviders(<MarketVendorsCard market={market} />);
    expect(await screen.findByText('No vendors in this market yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add vendors on the Vendors page' })).toHaveAttribute(
      'href',
      '/vendors',
    );
  });

  it('removes a vendor from the market after a confirm', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [vendor] });
    const remove = vi
      .spyOn(api, 'delete')
      .mockResolvedValue({ data: { message: 'Vendor removed from market.' } });
    const user = userEvent.setup();
    renderWithProviders(<MarketVendorsCard market={market} />);
    await user.click(await screen.findByRole('button', { name: 'Remove Sunny Acres from this market' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove vendor' }));
    expect(remove).toHaveBeenCalledWith(`/market-managers/markets/${market.id}/vendors/${vendor.id}`);
    await waitFor(() => expect(screen.getByText('Vendor removed from market.')).toBeInTheDocument());
  });
});
