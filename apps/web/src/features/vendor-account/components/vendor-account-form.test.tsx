import type { VendorSelf } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { VendorAccountForm } from './vendor-account-form';

const VENDOR: VendorSelf = {
  id: '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e',
  business_name: 'Sunny Acres Farm',
  type: 'PRODUCER',
  phone: '555-123-4567',
  receipt_email: 'vendor@marketday.example',
  producer_names: 'Ana Reyes, Tom Reyes',
  settings: { phone_public: false, email_notifications: true, directory_listed: false },
  username: 'vendor',
  email: 'vendor@marketday.example',
  type_locked: false,
};

function renderForm() {
  renderWithProviders(<VendorAccountForm vendor={VENDOR} />);
}

describe('VendorAccountForm', () => {
  it('explains a bad producer list and keeps Save off until it is fixed', async () => {
    const user = userEvent.setup();
    renderForm();
    const names = screen.getByLabelText('Producer names (optional)');
    await user.clear(names);
    await user.type(names, 'Ana Maria Reyes');
    expect(await screen.findByText('Must be a comma-separated list of names')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.clear(names);
    await user.type(names, 'Ana Reyes');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('saves the profile with its settings and shows Account Updated.', async () => {
    const put = vi.spyOn(api, 'put').mockImplementation(async (_url, body) => ({
      data: { message: 'Account Updated.', data: { ...VENDOR, ...(body as object) } },
    }));
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText('Show my phone number publicly'));
    await user.click(screen.getByLabelText('E-mail me notifications'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(put).toHaveBeenCalledWith('/vendors/self', {
      business_name: 'Sunny Acres Farm',
      type: 'PRODUCER',
      phone: '555-123-4567',
      receipt_email: 'vendor@marketday.example',
      producer_names: 'Ana Reyes, Tom Reyes',
      settings: { phone_public: true, email_notifications: false, directory_listed: false },
    });
    expect(await screen.findByText('Account Updated.')).toBeInTheDocument();
  });

  it('lists the business in the public directory when ticked, saying what shoppers see', async () => {
    const put = vi.spyOn(api, 'put').mockImplementation(async (_url, body) => ({
      data: { message: 'Account Updated.', data: { ...VENDOR, ...(body as object) } },
    }));
    const user = userEvent.setup();
    renderForm();
    const listed = screen.getByLabelText(
      "List my business in the vendor directory on my markets' public pages",
    );
    expect(listed).not.toBeChecked();
    expect(listed).toHaveAccessibleDescription('Shoppers see your business name, type and products only.');
    await user.click(listed);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(put).toHaveBeenCalledWith(
      '/vendors/self',
      expect.objectContaining({
        settings: { phone_public: false, email_notifications: true, directory_listed: true },
      }),
    );
    expect(await screen.findByText('Account Updated.')).toBeInTheDocument();
    expect(listed).toBeChecked();
  });
});
