import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

describe('Select', () => {
  it('picks an item with the pointer', async () => {
    const onValueChange = vi.fn();
    render(
      <Select onValueChange={onValueChange}>
        <SelectTrigger aria-label="Fruit">
          <SelectValue placeholder="Pick a fruit" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="apple">Apple</SelectItem>
          <SelectItem value="pear">Pear</SelectItem>
        </SelectContent>
      </Select>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Fruit' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pear' }));
    expect(onValueChange).toHaveBeenCalledWith('pear');
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveTextContent('Pear');
  });

  it('rejects an item with an empty value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Select defaultOpen>
          <SelectTrigger aria-label="Fruit">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="">Nothing</SelectItem>
          </SelectContent>
        </Select>,
      ),
    ).toThrow(/non-empty value/);
    vi.restoreAllMocks();
  });
});
