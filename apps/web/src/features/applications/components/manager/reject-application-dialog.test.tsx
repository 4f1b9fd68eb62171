import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { PENDING_APPLICATION } from '../../testing/application-fixtures';
import { RejectApplicationDialog } from './reject-application-dialog';

function renderDialog(onOpenChange = vi.fn()) {
  renderWithProviders(
    <RejectApplicationDialog application={PENDING_APPLICATION} open onOpenChange={onOpenChange} />,
  );
  return onOpenChange;
}

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
      .mockResolvedValue({ data: { message: 'Application rejected.', data: PENDING_APPLICATION } });
    const onOpenChange = renderDialog();
    await userEvent.type(screen.getByLabelText('Reason'), 'Full for the season');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(post).toHaveBeenCalledWith(`/market-managers/applications/${PENDING_APPLICATION.id}/reject`, {
      reason: 'Full for the season',
    });
    expect(await screen.findByText('Application rejected.')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
