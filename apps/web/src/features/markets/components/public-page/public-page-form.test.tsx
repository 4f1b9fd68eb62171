import { type MarketVendor, PUBLIC_SLUG_TAKEN } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { buildMarket } from '../../testing/market-fixtures';
import { PublicPageForm } from './public-page-form';

function vendor(name: string, listed: boolean): MarketVendor {
  return {
    id: `id-${name}`,
    business_name: name,
    type: 'PRODUCER',
    phone: null,
    receipt_email: null,
    producer_names: null,
    settings: { phone_public: false, email_notifications: true, directory_listed: listed },
    private: false,
    created_by: null,
    managed: false,
    expired_docs: 0,
    receipt_preference: 'ASK',
    language: 'en',
    market_vendor_id: `mv-${name}`,
  };
}

function renderForm(market = buildMarket(), vendors: MarketVendor[] = []) {
  vi.spyOn(api, 'get').mockResolvedValue({ data: vendors } as never);
  renderWithProviders(<PublicPageForm market={market} />);
  return userEvent.setup();
}

describe('PublicPageForm', () => {
  it('suggests an address from the market name and saves it when the page is turned on', async () => {
    const put = vi.spyOn(api, 'put').mockImplementation(async (_url, body) => ({
      data: { message: 'Public page updated!', data: body },
    }));
    const user = renderForm(buildMarket({ name: "Saint-Étienne Farmers' Market" }));
    const address = screen.getByLabelText('Page address');
    expect(address).toHaveValue('saint-etienne-farmers-market');
    expect(screen.getByText(`${window.location.origin}/m/`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open public page/ })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Show a public page for this market'));
    await user.type(screen.getByLabelText('Rules for shoppers'), 'Dogs on a leash.');
    await user.click(screen.getByRole('button', { name: 'Save public page' }));

    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/market-managers/markets/${buildMarket().id}/public-page`, {
        public_slug: 'saint-etienne-farmers-market',
        public_page_enabled: true,
        public_rules: 'Dogs on a leash.',
      }),
    );
    // Once saved on, the page and its poster open in a new tab from the API's own URLs.
    const open = await screen.findByRole('link', { name: /Open public page/ });
    expect(open).toHaveAttribute('href', '/m/saint-etienne-farmers-market');
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Print QR poster/ })).toHaveAttribute(
      'href',
      '/m/saint-etienne-farmers-market/poster',
    );
  });

  it('puts the server’s taken-address refusal under the address field', async () => {
    vi.spyOn(api, 'put').mockRejectedValue(
      httpError(409, {
        detail: PUBLIC_SLUG_TAKEN,
        status: 409,
        errors: [{ path: 'public_slug', message: PUBLIC_SLUG_TAKEN }],
      }),
    );
    const user = renderForm();
    const address = screen.getByLabelText('Page address');
    await user.clear(address);
    await user.type(address, 'downtown');
    await user.click(screen.getByLabelText('Show a public page for this market'));
    await user.click(screen.getByRole('button', { name: 'Save public page' }));

    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(expect.stringContaining(PUBLIC_SLUG_TAKEN)),
    );
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveFocus();
  });

  it('asks for an address before the page can be turned on, and checks its form as it is typed', async () => {
    const user = renderForm(buildMarket({ name: 'AB' }));
    const address = screen.getByLabelText('Page address');
    // "ab" is too short to be an address, so none is suggested.
    expect(address).toHaveValue('');
    await user.click(screen.getByLabelText('Show a public page for this market'));
    expect(
      await screen.findByText('Choose a page address before turning the public page on'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save public page' })).toBeDisabled();

    await user.type(address, 'Two Words');
    expect(
      await screen.findByText('Use lowercase letters, numbers and single hyphens, like "downtown-market"'),
    ).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'ab-market');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save public page' })).toBeEnabled());
  });

  it('shows a saved page’s links and which vendors chose to be listed', async () => {
    renderForm(
      buildMarket({ public_slug: 'riverside', public_page_enabled: true, public_rules: 'No dogs.' }),
      [vendor('Sunny Acres', true), vendor('Hill Bakery', false), vendor('Bee Farm', true)],
    );
    expect(screen.getByLabelText('Page address')).toHaveValue('riverside');
    expect(screen.getByLabelText('Rules for shoppers')).toHaveValue('No dogs.');
    expect(screen.getByRole('link', { name: /Open public page/ })).toHaveAttribute('href', '/m/riverside');
    const directory = await screen.findByRole('region', { name: 'Vendor directory' });
    expect(within(directory).getByText(/2 of 3 vendors chose to be listed/)).toBeInTheDocument();
    expect(
      within(directory)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sunny Acres', 'Bee Farm']);
  });
});
