import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

class CaughtBy extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

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
    // Caught by a boundary, as the app's routes catch it: a render error with nothing to catch it leaves the
    // renderer's queue holding the item, and every later render in the same test worker throws it again.
    render(
      <CaughtBy>
        <Select defaultOpen>
          <SelectTrigger aria-label="Fruit">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="">Nothing</SelectItem>
          </SelectContent>
        </Select>
      </CaughtBy>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/non-empty value/);
    vi.restoreAllMocks();
  });
});
