import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from './alerts-provider';
import { ConfirmActionDialog, type ConfirmActionDialogProps } from './confirm-action-dialog';

type Result = { message: string; data: { code: string } };

function renderDialog(props: Partial<ConfirmActionDialogProps<string, Result>> = {}) {
  const calls: string[] = [];
  const mutation = {
    mutateAsync: vi.fn(async (_id: string) => ({ message: 'New code made.', data: { code: 'PARK42' } })),
    isPending: false,
  };
  const onOpenChange = vi.fn((open: boolean) => calls.push(`open:${open}`));
  const onDone = vi.fn(() => calls.push('done'));
  render(
    <AlertsProvider>
      <ConfirmActionDialog
        open
        title="New access code?"
        description="The old code stops working."
        confirmText="Create new code"
        mutation={mutation}
        variables="association-1"
        onOpenChange={onOpenChange}
        onDone={onDone}
        {...props}
      >
        <p>Members stay.</p>
      </ConfirmActionDialog>
    </AlertsProvider>,
  );
  return { mutation, calls };
}

describe('ConfirmActionDialog', () => {
  it('runs the mutation, shows the chosen message, closes, then reports', async () => {
    const { mutation, calls } = renderDialog({
      successMessage: (result) => `${result.message} ${result.data.code}`,
      cancelText: 'Keep code',
    });
    const dialog = screen.getByRole('dialog', { name: 'New access code?' });
    expect(dialog).toHaveAccessibleDescription('The old code stops working.');
    expect(screen.getByText('Members stay.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep code' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create new code' }));
    expect(mutation.mutateAsync).toHaveBeenCalledWith('association-1');
    expect(await screen.findByText('New code made. PARK42')).toBeInTheDocument();
    expect(calls).toEqual(['open:false', 'done']);
  });

  it('reports before closing when asked to', async () => {
    const { calls } = renderDialog({ onDoneOrder: 'beforeClose' });
    await userEvent.click(screen.getByRole('button', { name: 'Create new code' }));
    expect(await screen.findByText('New code made.')).toBeInTheDocument();
    expect(calls).toEqual(['done', 'open:false']);
  });
});
