import { STAFF_MESSAGES } from '@marketday/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { InviteStaffDialog } from './invite-staff-dialog';

const RIVERSIDE = { id: '6f1c2f9e-6d1b-4f8e-9a57-1d2f3c4b5a69', name: 'Riverside' };
const DAVIS = { id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', name: 'Davis Downtown' };

function renderDialog(markets = [RIVERSIDE, DAVIS]) {
  const onOpenChange = vi.fn();
  renderWithProviders(<InviteStaffDialog open onOpenChange={onOpenChange} markets={markets} />);
  return { onOpenChange, send: () => screen.getByRole('button', { name: 'Send invitation' }) };
}

describe('InviteStaffDialog', () => {
  it('refuses an address that is not an e-mail', async () => {
    const user = userEvent.setup();
    const { send } = renderDialog();
    await user.type(screen.getByLabelText('Email'), 'sam-at-example');
    await user.click(screen.getByRole('checkbox', { name: 'Riverside' }));
    expect(await screen.findByText('Invalid email.')).toBeInTheDocument();
    expect(send()).toBeDisabled();
  });

  it('needs at least one market, and says so when the last one is unticked', async () => {
    const user = userEvent.setup();
    const { send } = renderDialog();
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    expect(send()).toBeDisabled();
    const riverside = screen.getByRole('checkbox', { name: 'Riverside' });
    await user.click(riverside);
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(riverside);
    expect(await screen.findByText(STAFF_MESSAGES.chooseMarket)).toBeInTheDocument();
    expect(send()).toBeDisabled();
  });

  it('ticks the only market for the manager', () => {
    renderDialog([RIVERSIDE]);
    expect(screen.getByRole('checkbox', { name: 'Riverside' })).toBeChecked();
  });

  it('sends the trimmed, lower-cased e-mail with the role and markets, then closes', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { message: STAFF_MESSAGES.invited, data: {} } });
    const user = userEvent.setup();
    const { send, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Email'), '  Sam@Example.com ');
    await user.click(screen.getByRole('checkbox', { name: 'Davis Downtown' }));
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Market staff');
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/market-managers/staff', {
        email: 'sam@example.com',
        role: 'STAFF',
        market_ids: [DAVIS.id],
      }),
    );
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await screen.findByText(STAFF_MESSAGES.invited)).toBeInTheDocument();
  });

  it("puts the server's e-mail refusal on the Email field", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      httpError(409, {
        detail: STAFF_MESSAGES.emailTaken,
        errors: [{ path: 'email', message: STAFF_MESSAGES.emailTaken }],
      }),
    );
    const user = userEvent.setup();
    const { send, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Riverside' }));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    expect(await screen.findByText(STAFF_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows the seat limit above the form', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(httpError(409, { detail: STAFF_MESSAGES.seatLimit(2) }));
    const user = userEvent.setup();
    const { send } = renderDialog();
    await user.type(screen.getByLabelText('Email'), 'third@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Riverside' }));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    expect(await screen.findByText(STAFF_MESSAGES.seatLimit(2))).toBeInTheDocument();
  });
});
