import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { httpError } from '@/test/http-errors';
import { VendorAccountForm } from './vendor-account-form';

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Business name'), 'Sunny Acres Farm');
  await user.selectOptions(screen.getByLabelText('Vendor type'), 'Producer');
  await user.type(screen.getByLabelText('Username'), 'sunny-acres');
  await user.type(screen.getByLabelText('Email'), 'Ana@SunnyAcres.example');
  await user.type(screen.getByLabelText('Password'), 'tomatoes-2024');
}

describe('VendorAccountForm', () => {
  it("sends the account's e-mail as the vendor's receipt e-mail", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<VendorAccountForm onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Create vendor account' });
    expect(submit).toBeDisabled();

    await fillValidForm(user);
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const payload = onSubmit.mock.calls[0]?.[0];
    expect(payload.user).toEqual({
      username: 'sunny-acres',
      email: 'ana@sunnyacres.example',
      password: 'tomatoes-2024',
    });
    expect(payload.vendor).toMatchObject({
      business_name: 'Sunny Acres Farm',
      type: 'PRODUCER',
      receipt_email: 'ana@sunnyacres.example',
    });
    // The language the page is shown in, kept on the new account.
    expect(payload.language).toBe('en');
  });

  it("shows the server's reason when the username is taken", async () => {
    const detail = 'That username or e-mail is already registered.';
    const error = httpError(409, { detail });
    const user = userEvent.setup();
    render(<VendorAccountForm onSubmit={vi.fn().mockRejectedValue(error)} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create vendor account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });
});
