import { VENDOR_MESSAGES } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { buildVendor, VendorsTestProviders } from '../testing/vendor-fixtures';
import { AssignMarketsDialog } from './assign-markets-dialog';

const DOWNTOWN = { id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', name: 'Saturday Downtown' };
const PARK = { id: '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e', name: 'Wednesday Park' };
const HARBOR = { id: '2d1c4e3a-5f6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Sunday Harbor' };

const VENDOR = buildVendor({
  id: '3e2d5f4b-6a7c-4d8e-9f0a-1b2c3d4e5f6a',
  business_name: 'Sunny Acres Farm',
  markets: [{ ...DOWNTOWN, market_vendor_id: '4f3e6a5c-7b8d-4e9f-8a1b-2c3d4e5f6a7b' }],
});

function renderDialog() {
  render(
    <VendorsTestProviders>
      <AssignMarketsDialog vendor={VENDOR} markets={[DOWNTOWN, PARK, HARBOR]} open onOpenChange={vi.fn()} />
    </VendorsTestProviders>,
  );
}

describe('AssignMarketsDialog', () => {
  it('offers only the markets the vendor is not in yet', () => {
    renderDialog();
    expect(screen.queryByRole('checkbox', { name: DOWNTOWN.name })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: PARK.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
  });

  it('a vendor already in one of the markets makes the whole assignment fail with the spec message', async () => {
    const post = vi.spyOn(api, 'post').mockRejectedValue(httpError(409, { detail: 'Conflict' }));
    const user = userEvent.setup();
    renderDialog();

    await user.click(screen.getByRole('checkbox', { name: PARK.name }));
    await user.click(screen.getByRole('checkbox', { name: HARBOR.name }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    expect(post).toHaveBeenCalledWith(`/market-managers/vendors/${VENDOR.id}/markets`, {
      market_ids: [PARK.id, HARBOR.id],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(VENDOR_MESSAGES.alreadyInMarket);
  });
});
