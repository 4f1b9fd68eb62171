import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ManagerAccountForm } from './manager-account-form';

describe('ManagerAccountForm', () => {
  it("uses the sign-in e-mail as the manager's contact e-mail", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<ManagerAccountForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('First name'), 'Rosa');
    await user.type(screen.getByLabelText('Last name'), 'Diaz');
    await user.type(screen.getByLabelText('Username'), 'rosa.diaz');
    await user.type(screen.getByLabelText('Email'), 'rosa@market.example');
    await user.type(screen.getByLabelText('Password'), 'market-days-1');
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      user: { username: 'rosa.diaz', email: 'rosa@market.example', password: 'market-days-1' },
      manager: { firstname: 'Rosa', lastname: 'Diaz', email: 'rosa@market.example' },
      language: 'en',
    });
  });
});
