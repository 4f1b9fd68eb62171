import type { Association } from '@marketday/shared';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useRegenerateAccessCode } from '@/entities/associations/regenerate-access-code';

type RegenerateCodeDialogProps = DialogOpenProps & { association: Association };

// For a code that was shared too widely: the old one stops working at once.
export function RegenerateCodeDialog({ association, ...dialog }: RegenerateCodeDialogProps) {
  const regenerate = useRegenerateAccessCode();

  return (
    <ConfirmActionDialog
      {...dialog}
      title={`New access code for ${association.name}?`}
      description={`The code ${association.access_code} stops working. Vendors already in the association stay members.`}
      confirmText="Create new code"
      mutation={regenerate}
      variables={association.id}
      successMessage={(result) => `${result.message} ${association.name}: ${result.data.access_code}`}
      size="sm"
    />
  );
}
