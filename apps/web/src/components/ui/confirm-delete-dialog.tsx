import type { ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { useAlerts } from './alerts-provider';
import { Modal, type ModalSize } from './modal';

/** The part of a TanStack mutation this dialog needs; any `useMutation` result fits. */
type DeleteMutation<TVariables> = {
  mutateAsync: (variables: TVariables) => Promise<{ message: string }>;
  isPending: boolean;
};

export type ConfirmDeleteDialogProps<TVariables> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmText: string;
  /** When given, Delete stays disabled until this box is ticked. */
  checkboxText?: string;
  size?: ModalSize;
  mutation: DeleteMutation<TVariables>;
  variables: TVariables;
  /** Shown when the server's answer carries an empty message. */
  fallbackMessage?: string;
  /** Runs after a successful delete, once the dialog has been asked to close. */
  onDeleted?: () => void;
};

/**
 * Asks before deleting, runs the mutation, then shows the server's message (success or error).
 * mutateAsync, not mutate callbacks: the row or card holding this dialog often unmounts once the list refetches.
 */
export function ConfirmDeleteDialog<TVariables>({
  open,
  onOpenChange,
  title,
  description,
  confirmText,
  checkboxText,
  size,
  mutation,
  variables,
  fallbackMessage,
  onDeleted,
}: ConfirmDeleteDialogProps<TVariables>) {
  const { showSuccess, showError } = useAlerts();

  async function confirm() {
    try {
      const result = await mutation.mutateAsync(variables);
      showSuccess(fallbackMessage === undefined ? result.message : result.message || fallbackMessage);
      onOpenChange(false);
      onDeleted?.();
    } catch (error) {
      // A 409 carries the server's reason (history that must be kept) in its detail.
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      subtitle={description}
      checkboxText={checkboxText}
      confirmText={confirmText}
      confirmVariant="destructive"
      loading={mutation.isPending}
      onConfirm={confirm}
      size={size}
    />
  );
}
