import type { Association, AssociationValues } from '@marketday/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { httpError } from '@/test/http-errors';
import { AssociationForm } from './association-form';

const EXISTING: Association = {
  id: '5b1f3a2e-7c4d-4e8f-9a0b-1c2d3e4f5a6b',
  name: 'Delta Growers',
  max_vendors: 10,
  vendor_count: 4,
  active: true,
  access_code: 'DELTA2024',
  created_at: '2025-03-01T10:00:00.000Z',
};

// The server names the field a refusal belongs to.
function refusal(status: number, detail: string, path: string) {
  return httpError(status, { detail, status, errors: [{ path, message: detail }] });
}

type OnSubmit = (values: AssociationValues) => Promise<void>;

function renderForm(options: { association?: Association; onSubmit?: Mock<OnSubmit> } = {}) {
  const onSubmit = options.onSubmit ?? vi.fn<OnSubmit>().mockResolvedValue(undefined);
  render(
    <AssociationForm
      idPrefix="test"
      association={options.association}
      submitLabel="Save"
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, submit: screen.getByRole('button', { name: 'Save' }) };
}

describe('AssociationForm', () => {
  it('shows the spec messages, keeps submit disabled until valid, and sends the code upper-case', async () => {
    const user = userEvent.setup();
    const { onSubmit, submit } = renderForm();
    expect(submit).toBeDisabled();

    const name = screen.getByLabelText('Association name');
    await user.type(name, 'x');
    await user.clear(name);
    expect(await screen.findByText('Association name is required')).toBeInTheDocument();

    const maxVendors = screen.getByLabelText('Max vendors');
    await user.clear(maxVendors);
    await user.type(maxVendors, '0');
    expect(await screen.findByText('Must allow at least 1 vendor')).toBeInTheDocument();
    expect(maxVendors).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'Delta Growers');
    await user.clear(maxVendors);
    await user.type(maxVendors, '12');
    await user.type(screen.getByLabelText('Access code (optional)'), 'delta-1');
    expect(await screen.findByText('Access code must be 6 to 20 letters or digits')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText('Access code (optional)'));
    await user.type(screen.getByLabelText('Access code (optional)'), 'delta2024');
    await user.click(submit);

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Delta Growers',
        max_vendors: 12,
        active: true,
        access_code: 'DELTA2024',
      }),
    );
  });

  it('puts a refused lower limit under Max vendors and a taken code under Access code', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<OnSubmit>()
      .mockRejectedValueOnce(
        refusal(409, 'This association has 4 vendors; max vendors cannot be lower than that.', 'max_vendors'),
      )
      .mockRejectedValueOnce(
        refusal(409, 'Another association already uses that access code.', 'access_code'),
      );
    const { submit } = renderForm({ association: EXISTING, onSubmit });
    expect(screen.getByLabelText('Access code (optional)')).toHaveValue('DELTA2024');
    expect(screen.getByText('4 vendors have joined; the limit cannot go below that.')).toBeInTheDocument();

    await user.click(submit);
    const limitText = 'This association has 4 vendors; max vendors cannot be lower than that.';
    const limitError = await screen.findByText(limitText);
    expect(limitError.id).toBe('test-max-vendors-error');
    // Editing the field (its text is selected on focus) clears the refusal.
    await user.type(screen.getByLabelText('Max vendors'), '6');
    expect(screen.getByLabelText('Max vendors')).toHaveValue('6');
    await waitFor(() => expect(screen.queryByText(limitText)).not.toBeInTheDocument());

    // The button is re-created after its loading spinner, so it is looked up again.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const codeError = await screen.findByText('Another association already uses that access code.');
    expect(codeError.id).toBe('test-access-code-error');
  });
});
