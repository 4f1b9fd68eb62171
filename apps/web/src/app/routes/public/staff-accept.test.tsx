import { STAFF_MESSAGES } from '@marketday/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { StaffAcceptPage } from './staff-accept';

const INVITATION = {
  email: 'sam@example.com',
  role: 'CO_MANAGER',
  employer_name: 'Riverside Markets',
  market_names: ['Riverside', 'Davis Downtown'],
  expires_at: '2099-01-01T00:00:00Z',
};

function LoginStub() {
  const { state } = useLocation();
  return <p>Login page: {(state as { notice?: string } | null)?.notice}</p>;
}

function renderPage(route = '/staff/accept?token=t0k3n') {
  renderWithProviders(
    <Routes>
      <Route path="/staff/accept" element={<StaffAcceptPage />} />
      <Route path="/login" element={<LoginStub />} />
    </Routes>,
    { route },
  );
}

describe('StaffAcceptPage', () => {
  it('says who invited them, as what and where, and signs them up to the login page', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockImplementation(async (url) =>
        url === '/staff-invitations/lookup'
          ? { data: INVITATION }
          : { data: { id: 'u1', username: 'sam', role: 'MARKET_STAFF', message: STAFF_MESSAGES.accepted } },
      );
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText(
        'Riverside Markets invited you to work as Market co-manager at Riverside and Davis Downtown.',
      ),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/staff-invitations/lookup', { token: 't0k3n' });
    await user.type(screen.getByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(`Login page: ${STAFF_MESSAGES.accepted}`)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/staff-invitations/accept', {
      token: 't0k3n',
      username: 'sam',
      password: 'long-enough-1',
      confirm_password: 'long-enough-1',
    });
  });

  it("shows the server's refusal of a used or expired link, with a way to sign in", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(httpError(400, { detail: STAFF_MESSAGES.invalidInvitation }));
    renderPage();
    expect(await screen.findByText(STAFF_MESSAGES.invalidInvitation)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('does not ask the server about a link without its token', async () => {
    const post = vi.spyOn(api, 'post');
    renderPage('/staff/accept');
    expect(await screen.findByText('The invitation link is missing its token.')).toBeInTheDocument();
    await waitFor(() => expect(post).not.toHaveBeenCalled());
  });

  it('keeps a taken username on the form', async () => {
    vi.spyOn(api, 'post').mockImplementation(async (url) => {
      if (url === '/staff-invitations/lookup') return { data: INVITATION };
      throw httpError(409, { detail: 'That username or e-mail is already registered.' });
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Username'), 'taken');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('That username or e-mail is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('taken');
  });
});
