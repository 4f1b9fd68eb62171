import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { RowActionsMenu } from './row-actions-menu';

describe('RowActionsMenu', () => {
  it('names its trigger and runs the chosen action, skipping falsy entries', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <RowActionsMenu
        label="Actions for Park Market"
        actions={[
          { label: 'Edit', icon: PencilIcon, onSelect: onEdit },
          false,
          {
            label: 'Delete',
            icon: Trash2Icon,
            variant: 'destructive',
            separatorBefore: true,
            onSelect: onDelete,
          },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Park Market' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
    expect(screen.getByRole('separator')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('renders a custom element item as given', async () => {
    render(
      <RowActionsMenu
        label="Actions for Ann"
        actions={[{ key: 'note', element: <p>Manages their own profile</p> }]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Ann' }));
    expect(screen.getByText('Manages their own profile')).toBeInTheDocument();
  });
});
