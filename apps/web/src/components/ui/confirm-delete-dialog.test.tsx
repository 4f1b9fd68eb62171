import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getErrorMessage } from '@/lib/api-client';
import { AlertsProvider } from './alerts-provider';
import { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './confirm-delete-dialog';

function renderDialog(props: Partial<ConfirmDeleteDialogProps<string>> = {}) {
  const mutation = {
    mutateAsync: vi.fn(async (_id: string) => ({ message: 'Market deleted' })),
    isPending: false,
  };
  const handlers = { onOpenChange: vi.fn(), onDeleted: vi.fn() };
  render(
    <AlertsProvider>
      <ConfirmDeleteDialog
        open
        title="Delete Park Market?"
        description="This cannot be undone."
        confirmText="Delete Market"
        mutation={mutation}
        variables="market-1"
        {...handlers}
        {...props}
      />
    </AlertsProvider>,
  );
  return { mutation, ...handlers };
}

describe('ConfirmDeleteDialog', () => {
  it('deletes, shows the server message, closes, then reports the delete', async () => {
    const { mutation, onOpenChange, onDeleted } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete Park Market?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Market' }));
    expect(mutation.mutateAsync).toHaveBeenCalledWith('market-1');
    expect(await screen.findByText('Market deleted')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it('keeps Delete disabled until the confirmation box is ticked', async () => {
    renderDialog({ checkboxText: 'I understand this cannot be undone' });
    const confirm = screen.getByRole('button', { name: 'Delete Market' });
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I understand this cannot be undone' }));
    expect(confirm).toBeEnabled();
  });

  it('shows the fallback when the server sends an empty message', async () => {
    const mutation = { mutateAsync: vi.fn(async () => ({ message: '' })), isPending: false };
    renderDialog({ mutation, fallbackMessage: 'Document deleted.' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Market' }));
    expect(await screen.findByText('Document deleted.')).toBeInTheDocument();
  });

  it('shows the error and stays open when the delete is refused', async () => {
    const error = new Error('Market has checkouts');
    const mutation = { mutateAsync: vi.fn(async () => Promise.reject(error)), isPending: false };
    const { onOpenChange, onDeleted } = renderDialog({ mutation });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Market' }));
    expect(await screen.findByText(getErrorMessage(error, { useDetail: true }))).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
