import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { ChangePasswordCard } from './change-password-card';

function renderCard() {
  renderWithProviders(<ChangePasswordCard />);
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: [string, string, string]) {
  await user.type(screen.getByLabelText('Current password'), values[0]);
  await user.type(screen.getByLabelText('New password'), values[1]);
  await user.type(screen.getByLabelText('Confirm new password'), values[2]);
}

function badRequest(detail: string) {
  return httpError(400, { detail, status: 400 });
}

describe('ChangePasswordCard', () => {
  it('keeps the button off until the confirmation matches, with the mismatch explained', async () => {
    const post = vi.spyOn(api, 'post');
    const user = userEvent.setup();
    renderCard();
    await fill(user, ['old-password-1', 'new-password-1', 'new-password-2']);
    await user.tab();
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server’s message for a wrong current password and keeps what was typed', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(badRequest('Current password is incorrect.'));
    const user = userEvent.setup();
    renderCard();
    await fill(user, ['wrong-password', 'new-password-1', 'new-password-1']);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('new-password-1');
  });

  it('sends the three fields, confirms, and empties the form', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: { message: 'Password changed. Your other devices have been signed out.', signed_out_sessions: 2 },
    });
    const user = userEvent.setup();
    renderCard();
    await fill(user, ['old-password-1', 'new-password-1', 'new-password-1']);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(post).toHaveBeenCalledWith('/users/self/password', {
      current_password: 'old-password-1',
      new_password: 'new-password-1',
      confirm: 'new-password-1',
    });
    expect(
      await screen.findByText('Password changed. Your other devices have been signed out.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
