import type { VendorAssociation } from '@marketday/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { VendorAssociationsCard } from './vendor-associations-card';

const DELTA: VendorAssociation = {
  id: '5b1f3a2e-7c4d-4e8f-9a0b-1c2d3e4f5a6b',
  name: 'Delta Growers',
  active: true,
  vendor_count: 4,
  max_vendors: 10,
  joined_at: '2025-03-01T18:00:00.000Z',
};

function refusal(status: number, detail: string) {
  return httpError(status, { detail });
}

function renderCard(memberships: VendorAssociation[][]) {
  const get = vi.spyOn(api, 'get');
  for (const list of memberships) get.mockResolvedValueOnce({ data: list });
  renderWithProviders(<VendorAssociationsCard />);
}

describe('VendorAssociationsCard', () => {
  it('explains a refused code under the field, then joins and lists the association', async () => {
    const user = userEvent.setup();
    renderCard([[], [DELTA]]);
    expect(await screen.findByText('You are not in an association yet.')).toBeInTheDocument();
    // Refused twice (unknown code, then full), then the third code joins.
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(refusal(404, 'No active association has that access code.'))
      .mockRejectedValueOnce(refusal(409, 'This association is full.'))
      .mockResolvedValueOnce({ data: { message: 'You joined Delta Growers.', data: DELTA } });

    const code = screen.getByLabelText('Access code');
    // The button is re-created after its loading spinner, so it is looked up on every use.
    const join = () => screen.getByRole('button', { name: 'Join Association' });
    expect(join()).toBeDisabled();
    await user.type(code, 'nosuch99');
    await user.click(join());
    expect(await screen.findByText('No active association has that access code.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, 'delta2024');
    await user.click(join());
    expect(await screen.findByText('This association is full.')).toBeInTheDocument();

    await user.type(code, 'B');
    await user.click(join());
    expect(await screen.findByText('You joined Delta Growers.')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/vendors/self/associations/join', { access_code: 'DELTA2024B' });
    const list = await screen.findByRole('list', { name: 'Your associations' });
    expect(within(list).getByText('Delta Growers')).toBeInTheDocument();
    expect(within(list).getByText(/4 \/ 10 vendors/)).toBeInTheDocument();
    expect(code).toHaveValue('');
  });

  it('asks before leaving and leaves', async () => {
    const user = userEvent.setup();
    renderCard([[DELTA], []]);
    const remove = vi
      .spyOn(api, 'delete')
      .mockResolvedValueOnce({ data: { message: 'You left Delta Growers.' } });
    await user.click(await screen.findByRole('button', { name: 'Leave Delta Growers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Delta Growers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(remove).toHaveBeenCalledWith(`/vendors/self/associations/${DELTA.id}`);
    expect(await screen.findByText('You left Delta Growers.')).toBeInTheDocument();
    expect(await screen.findByText('You are not in an association yet.')).toBeInTheDocument();
  });
});
