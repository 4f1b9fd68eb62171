import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from './reset-password-form';

describe('ResetPasswordForm', () => {
  it('keeps the button disabled while the passwords differ', async () => {
    const user = userEvent.setup();
    render(<ResetPasswordForm token="t0k3n" onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
  });

  it('sends the token from the link with the new password only', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<ResetPasswordForm token="t0k3n" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ token: 't0k3n', password: 'new-password-1' }),
    );
  });
});
