import type { Vendor } from '@marketday/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { buildVendor, VendorsTestProviders } from '../testing/vendor-fixtures';
import { VendorsTable } from './vendors-table';

const PARK = { id: '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e', name: 'Wednesday Park' };

function renderTable(vendors: Vendor[], marketFilter: string | null = null) {
  vi.spyOn(api, 'get').mockResolvedValue({ data: vendors });
  const onAddVendor = vi.fn();
  render(
    <VendorsTestProviders>
      <VendorsTable
        markets={[PARK]}
        marketFilter={marketFilter}
        onMarketFilterChange={vi.fn()}
        onAddVendor={onAddVendor}
      />
    </VendorsTestProviders>,
  );
  return { onAddVendor };
}

describe('VendorsTable', () => {
  it('with no vendors says so and offers to add the first one', async () => {
    const user = userEvent.setup();
    const { onAddVendor } = renderTable([]);
    expect(await screen.findByText('No vendors yet.')).toBeInTheDocument();
    expect(screen.getByText('Add your first vendor.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    expect(onAddVendor).toHaveBeenCalledOnce();
  });

  it("shows how many of each vendor's documents are past due", async () => {
    renderTable([
      buildVendor({ business_name: 'Late Papers Farm', expired_docs: 2 }),
      buildVendor({ business_name: 'All Current Farm', expired_docs: 0 }),
    ]);
    expect((await screen.findAllByText('2 past due')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Late Papers Farm').length).toBeGreaterThan(0);
    expect(screen.queryByText('0 past due')).not.toBeInTheDocument();
  });

  it('a market filter from the URL shows only that market’s vendors', async () => {
    renderTable(
      [
        buildVendor({
          business_name: 'Sunny Acres',
          markets: [{ ...PARK, market_vendor_id: crypto.randomUUID() }],
        }),
        buildVendor({ business_name: 'Bread Co', type: 'NON_PRODUCER' }),
      ],
      PARK.id,
    );
    expect(await screen.findByText('Sunny Acres')).toBeInTheDocument();
    expect(screen.queryByText('Bread Co')).not.toBeInTheDocument();
  });

  it('marks the vendors who chose to be listed in the public directory', async () => {
    renderTable([
      buildVendor({
        business_name: 'Hill Honey',
        managed: false,
        settings: { phone_public: false, email_notifications: true, directory_listed: true },
      }),
      buildVendor({ business_name: 'Bread Co', managed: false }),
    ]);
    // A row's accessible name is computed from every cell: on a loaded 2-core machine the first query of the
    // file took longer than findBy's 1 s default, so this one may wait longer (it passes at once when it can).
    const listed = await screen.findByRole('row', { name: /Hill Honey/ }, { timeout: 5_000 });
    expect(within(listed).getByText('In directory')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Bread Co/ })).queryByText('In directory')).toBeNull();
  });

  it('a vendor with their own account cannot be edited from the row menu', async () => {
    const user = userEvent.setup();
    renderTable([buildVendor({ business_name: 'Hill Honey', managed: false })]);
    await user.click(await screen.findByRole('button', { name: 'Actions for Hill Honey' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Edit/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Remove from my markets' })).toBeInTheDocument();
  });
});
