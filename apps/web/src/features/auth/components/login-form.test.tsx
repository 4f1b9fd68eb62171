import { STAFF_REVOKED_MESSAGE } from '@marketday/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { httpError } from '@/test/http-errors';
import { LoginForm } from './login-form';

function renderForm(onLogin = vi.fn().mockResolvedValue(undefined), onSuccess = vi.fn()) {
  const { unmount } = render(
    <MemoryRouter>
      <LoginForm onLogin={onLogin} onSuccess={onSuccess} />
    </MemoryRouter>,
  );
  return { onLogin, onSuccess, unmount, user: userEvent.setup() };
}

const usernameInput = () => screen.getByLabelText('Email or Username');
const passwordInput = () => screen.getByLabelText('Password');
const loginButton = () => screen.getByRole('button', { name: 'Login' });

describe('LoginForm', () => {
  it('keeps Login disabled until both fields are valid', async () => {
    const { user } = renderForm();
    expect(loginButton()).toBeDisabled();
    await user.type(usernameInput(), 'manager');
    expect(loginButton()).toBeDisabled();
    await user.type(passwordInput(), 'secret');
    expect(loginButton()).toBeEnabled();
  });

  it("shows 'Username is required.' after the field is cleared", async () => {
    const { user } = renderForm();
    await user.type(usernameInput(), 'm');
    await user.clear(usernameInput());
    expect(await screen.findByText('Username is required.')).toBeInTheDocument();
    expect(usernameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(usernameInput()).toHaveAccessibleDescription('Username is required.');
  });

  it('rejects a username longer than 50 characters', async () => {
    const { user } = renderForm();
    await user.type(usernameInput(), 'a'.repeat(51));
    expect(await screen.findByText('Username must not exceed 50 characters.')).toBeInTheDocument();
    expect(loginButton()).toBeDisabled();
  });

  it('signs in with the entered values and reports success', async () => {
    const { user, onLogin, onSuccess } = renderForm();
    await user.type(usernameInput(), 'manager');
    await user.type(passwordInput(), 'manager-demo-1');
    await user.click(loginButton());
    await waitFor(() =>
      expect(onLogin).toHaveBeenCalledWith({ username: 'manager', password: 'manager-demo-1' }),
    );
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it("shows 'Invalid login credentials.' when the server answers 401", async () => {
    const { user, onSuccess } = renderForm(vi.fn().mockRejectedValue(httpError(401)));
    await user.type(usernameInput(), 'manager');
    await user.type(passwordInput(), 'wrong');
    await user.click(loginButton());
    expect(await screen.findByText('Invalid login credentials.')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('tells a revoked staff member why, and still hides any other 401 detail', async () => {
    const revoked = renderForm(vi.fn().mockRejectedValue(httpError(401, { detail: STAFF_REVOKED_MESSAGE })));
    await revoked.user.type(usernameInput(), 'helper');
    await revoked.user.type(passwordInput(), 'right-password');
    await revoked.user.click(loginButton());
    expect(await screen.findByText(STAFF_REVOKED_MESSAGE)).toBeInTheDocument();
    revoked.unmount();
    const other = renderForm(vi.fn().mockRejectedValue(httpError(401, { detail: 'No such user: helper' })));
    await other.user.type(usernameInput(), 'helper');
    await other.user.type(passwordInput(), 'wrong-password');
    await other.user.click(loginButton());
    expect(await screen.findByText('Invalid login credentials.')).toBeInTheDocument();
    expect(screen.queryByText('No such user: helper')).not.toBeInTheDocument();
  });

  it("shows the server's detail when sign-in is rate limited", async () => {
    const detail = 'Too many sign-in attempts. Try again in 10 minutes.';
    const { user } = renderForm(vi.fn().mockRejectedValue(httpError(429, { detail })));
    await user.type(usernameInput(), 'manager');
    await user.type(passwordInput(), 'wrong');
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });

  it('puts a message the server gives for a field on that field, trimming the username it sends', async () => {
    const refusal = httpError(422, {
      detail: 'Invalid sign-in form.',
      status: 422,
      errors: [{ path: 'username', message: 'Username must not exceed 50 characters.' }],
    });
    const { user, onLogin } = renderForm(vi.fn().mockRejectedValue(refusal));
    await user.type(usernameInput(), '  manager ');
    await user.type(passwordInput(), 'secret');
    await user.click(loginButton());
    await waitFor(() => expect(onLogin).toHaveBeenCalledWith({ username: 'manager', password: 'secret' }));
    expect(await screen.findByText('Username must not exceed 50 characters.')).toBeInTheDocument();
    expect(usernameInput()).toHaveFocus();
    expect(screen.queryByText('Invalid sign-in form.')).not.toBeInTheDocument();
  });
});
