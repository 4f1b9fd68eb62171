import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VendorForm } from './vendor-form';

const MARKETS = [
  { id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', name: 'Saturday Downtown' },
  { id: '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e', name: 'Wednesday Park' },
];

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  render(<VendorForm idPrefix="test" markets={MARKETS} submitLabel="Add Vendor" onSubmit={onSubmit} />);
  return { onSubmit, submit: screen.getByRole('button', { name: 'Add Vendor' }) };
}

describe('VendorForm', () => {
  it('keeps submit disabled until the form is valid and shows the spec messages', async () => {
    const user = userEvent.setup();
    const { submit } = renderForm();
    expect(submit).toBeDisabled();

    const name = screen.getByLabelText('Business name');
    await user.type(name, 'S');
    await user.clear(name);
    expect(await screen.findByText('Business Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    const phone = screen.getByLabelText('Phone (optional)');
    await user.type(phone, '555-12ab');
    expect(await screen.findByText('Input must only contain numbers and hyphens')).toBeInTheDocument();
    expect(phone.getAttribute('aria-describedby')).toContain('test-phone-error');

    await user.type(name, 'Sunny Acres Farm');
    await user.click(screen.getByRole('combobox', { name: 'Vendor type' }));
    await user.click(await screen.findByRole('option', { name: 'Producer' }));
    expect(submit).toBeDisabled();

    await user.clear(phone);
    await user.type(phone, '555-1234');
    expect(submit).toBeEnabled();
  });

  it('sends the profile with the ticked markets', async () => {
    const user = userEvent.setup();
    const { onSubmit, submit } = renderForm();
    await user.type(screen.getByLabelText('Business name'), 'Sunny Acres Farm');
    await user.click(screen.getByRole('combobox', { name: 'Vendor type' }));
    await user.click(await screen.findByRole('option', { name: 'Ancillary' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday Park' }));
    await user.click(submit);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      business_name: 'Sunny Acres Farm',
      type: 'ANCILLARY',
      email_notifications: true,
      receipt_preference: 'ASK',
      market_ids: [MARKETS[1]?.id],
    });
  });

  it('sends the receipt preference chosen (Ask each time until one is)', async () => {
    const user = userEvent.setup();
    const { onSubmit, submit } = renderForm();
    await user.type(screen.getByLabelText('Business name'), 'Sunny Acres Farm');
    await user.click(screen.getByRole('combobox', { name: 'Vendor type' }));
    await user.click(await screen.findByRole('option', { name: 'Producer' }));
    const receipt = screen.getByRole('combobox', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('Ask each time');
    await user.click(receipt);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ask each time',
      'Print',
      'Email',
      'Print and email',
      'No receipt',
    ]);
    await user.click(screen.getByRole('option', { name: 'Print and email' }));
    await user.click(submit);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ receipt_preference: 'PRINT_AND_EMAIL' });
  });
});
