import type { Application } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { TestProviders } from '@/test/test-providers';
import { RejectApplicationDialog } from './reject-application-dialog';

const APPLICATION: Application = {
  id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d',
  status: 'PENDING',
  message: 'Hello',
  reason: null,
  created_at: '2026-05-01T16:00:00.000Z',
  decided_at: null,
  market: { id: 'm', name: 'Davis Downtown Farmers Market', city: 'Davis', state: 'CA' },
  vendor: { id: 'v', business_name: 'Sunny Acres Farm', type: 'PRODUCER' },
  products: [],
  documents: [],
};

function renderDialog(onOpenChange = vi.fn()) {
  render(
    <TestProviders>
      <RejectApplicationDialog application={APPLICATION} open onOpenChange={onOpenChange} />
    </TestProviders>,
  );
  return onOpenChange;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RejectApplicationDialog', () => {
  it('requires a reason and sends nothing without one', async () => {
    const post = vi.spyOn(api, 'post');
    renderDialog();
    const confirm = screen.getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Reason'), 'x');
    await userEvent.clear(screen.getByLabelText('Reason'));
    expect(await screen.findByText('A reason is required')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the reason and closes', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { message: 'Application rejected.', data: APPLICATION } });
    const onOpenChange = renderDialog();
    await userEvent.type(screen.getByLabelText('Reason'), 'Full for the season');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(post).toHaveBeenCalledWith(`/market-managers/applications/${APPLICATION.id}/reject`, {
      reason: 'Full for the season',
    });
    expect(await screen.findByText('Application rejected.')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
