import type { VendorProduct } from '@marketday/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductForm } from './product-form';
import { formValuesOf } from './product-form-values';

const HONEY: VendorProduct = {
  vendor_id: 'v',
  product_id: 'p',
  name: 'Wildflower Honey',
  category: 'honey',
  tags: ['raw', 'local'],
  attributes: { size: '12 oz' },
  seasonality: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  description: 'From our own hives.',
};

function renderForm(options: { product?: VendorProduct } = {}) {
  const user = userEvent.setup({ delay: null });
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(
    <ProductForm
      idPrefix="test"
      defaultValues={options.product ? formValuesOf(options.product) : undefined}
      submitLabel="Save product"
      onSubmit={onSubmit}
    />,
  );
  const submit = screen.getByRole('button', { name: 'Save product' });
  // Submits the form and answers with what it sent.
  async function send() {
    // Save is off until the form has validated the last change (on a busy machine, after the last keystroke's
    // tick): a click on it before then does nothing.
    await waitFor(() => expect(submit).toBeEnabled(), { timeout: 5_000 });
    await user.click(submit);
    // The form validates before it submits, so the call can come a tick after the click.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce(), { timeout: 5_000 });
    return onSubmit.mock.calls[0]?.[0];
  }
  return { user, onSubmit, submit, send };
}

// Queries stay inside one fieldset: role queries over the whole form (60 buttons) are slow in jsdom.
const season = () => within(screen.getByRole('group', { name: 'Season' }));
// A group's name carries its count once tags are chosen ('Production · 2 chosen').
const tagGroup = (name: 'Dietary' | 'Production') =>
  within(screen.getByRole('group', { name: new RegExp(`^${name}`) }));
const month = (name: string) => season().getByRole('button', { name });

// Many user steps over a form of ~70 controls: generous time for a shared, busy test machine.
describe('ProductForm', { timeout: 20_000 }, () => {
  it('sends the name, category, tags in the spec order and a season across the year end', async () => {
    const { user, send } = renderForm();

    await user.type(screen.getByLabelText('Product name'), '  Winter Squash ');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Produce' }));

    // Tags sit in their groups; the order of ticking does not matter.
    const production = tagGroup('Production');
    await user.click(production.getByRole('button', { name: 'Organic' }));
    await user.click(tagGroup('Dietary').getByRole('button', { name: 'Vegan' }));
    const heirloom = production.getByRole('button', { name: 'Heirloom' });
    await user.click(heirloom);
    await user.click(heirloom);
    expect(heirloom).toHaveAttribute('aria-pressed', 'false');
    expect(production.getByRole('button', { name: 'Organic' })).toHaveAttribute('aria-pressed', 'true');

    const months = season();
    for (const name of ['Dec', 'Oct', 'Nov', 'Jan']) {
      await user.click(months.getByRole('button', { name }));
    }
    expect(screen.getByText('Available: Oct–Jan')).toBeInTheDocument();

    expect(await send()).toEqual({
      name: 'Winter Squash',
      category: 'produce',
      tags: ['organic', 'vegan'],
      attributes: {},
      seasonality: [1, 10, 11, 12],
      description: null,
    });
  });

  it('sends attribute rows as a name → value map, trimmed, without the removed rows', async () => {
    const { user, send } = renderForm({ product: HONEY });
    expect(screen.getByLabelText('Attribute 1 value')).toHaveValue('12 oz');

    const addAttribute = screen.getByRole('button', { name: 'Add attribute' });
    await user.click(addAttribute);
    await user.type(screen.getByLabelText('Attribute 2 name'), 'Variety ');
    await user.type(screen.getByLabelText('Attribute 2 value'), 'Orange blossom');
    await user.click(addAttribute);
    await user.click(screen.getByLabelText('Remove attribute 1'));
    await user.click(screen.getByLabelText('Remove attribute 2'));

    expect(await send()).toMatchObject({ attributes: { Variety: 'Orange blossom' } });
  });

  it('keeps Add off until the form is valid and points at the attribute row that is wrong', async () => {
    const { user, onSubmit, submit } = renderForm();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Product name'), 'x');
    await user.clear(screen.getByLabelText('Product name'));
    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    const addAttribute = screen.getByRole('button', { name: 'Add attribute' });
    await user.click(addAttribute);
    await user.click(addAttribute);
    await user.type(screen.getByLabelText('Attribute 1 name'), 'Unit');
    await user.type(screen.getByLabelText('Attribute 1 value'), 'lb');
    await user.type(screen.getByLabelText('Attribute 2 name'), 'unit');

    expect(await screen.findByText('Each attribute name can be used once')).toBeInTheDocument();
    expect(screen.getByLabelText('Attribute 2 name')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(screen.getByLabelText('Attribute 1 name')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Remove attribute 2'));
    expect(screen.queryByText('Each attribute name can be used once')).not.toBeInTheDocument();
  });

  it('starts an edit from the saved product, and Year-round switches all twelve months on and off', async () => {
    const { user, send } = renderForm({ product: HONEY });
    expect(screen.getByLabelText('Product name')).toHaveValue('Wildflower Honey');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Honey');
    expect(tagGroup('Production').getByRole('button', { name: 'Raw' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(month('Year-round')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Available: Year-round')).toBeInTheDocument();

    await user.click(month('Year-round'));
    expect(month('Jun')).toHaveAttribute('aria-pressed', 'false');
    await user.click(month('Jun'));
    await user.click(month('Jul'));
    expect(month('Year-round')).toHaveAttribute('aria-pressed', 'false');
    await user.clear(screen.getByLabelText('Description (optional)'));

    expect(await send()).toMatchObject({
      name: 'Wildflower Honey',
      category: 'honey',
      tags: ['local', 'raw'],
      attributes: { size: '12 oz' },
      seasonality: [6, 7],
      description: null,
    });
  });
});
