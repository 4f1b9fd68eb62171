import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './option-select';

const VENDORS = Array.from({ length: 200 }, (_, i) => ({ value: `v${i + 1}`, label: `Vendor ${i + 1}` }));

function VendorFilter({ onChange }: { onChange: (value: string | null) => void }) {
  const [vendor, setVendor] = useState<string | null>('v150');
  return (
    <>
      <FilterSelect
        aria-label="Vendor"
        allLabel="All vendors"
        value={vendor}
        options={VENDORS}
        onChange={(next) => {
          setVendor(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setVendor(null)}>
        Clear filters
      </button>
    </>
  );
}

// A filter draws its items only while open (option-select.tsx): the trigger must still say what is chosen.
describe('a filter over many options', () => {
  it('shows the chosen one closed, every one open, and what a reset chose', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<VendorFilter onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Vendor' });
    expect(trigger).toHaveTextContent('Vendor 150');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(await screen.findAllByRole('option')).toHaveLength(201);
    await user.click(screen.getByRole('option', { name: 'Vendor 7' }));
    expect(onChange).toHaveBeenLastCalledWith('v7');
    expect(trigger).toHaveTextContent('Vendor 7');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(trigger).toHaveTextContent('All vendors');
    await user.click(trigger);
    expect(await screen.findByRole('option', { name: 'All vendors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
