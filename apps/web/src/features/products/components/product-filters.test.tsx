import { PRODUCT_CATEGORY_LABELS, PRODUCT_TAG_LABELS } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ProductFilterState, ProductFilters } from './product-filters';

const value: ProductFilterState = { search: 'jam', category: null, tag: 'organic' };

describe('ProductFilters', () => {
  it('sets the category and the tag each on their own, keeping the other filters', async () => {
    const onChange = vi.fn();
    render(<ProductFilters value={value} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Filter by category' })).toHaveTextContent('All Categories');
    expect(screen.getByRole('combobox', { name: 'Filter by tag' })).toHaveTextContent(
      PRODUCT_TAG_LABELS.organic,
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by category' }));
    await userEvent.click(await screen.findByRole('option', { name: PRODUCT_CATEGORY_LABELS.produce }));
    expect(onChange).toHaveBeenLastCalledWith({ ...value, category: 'produce' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by tag' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All Tags' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...value, tag: null });
  });
});
