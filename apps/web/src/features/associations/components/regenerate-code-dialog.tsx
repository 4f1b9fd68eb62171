import type { Association } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/api-client';
import { useRegenerateAccessCode } from '../api/regenerate-access-code';

type RegenerateCodeDialogProps = {
  association: Association;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

// For a code that was shared too widely: the old one stops working at once.
export function RegenerateCodeDialog({ association, open, onOpenChange }: RegenerateCodeDialogProps) {
  const { showSuccess, showError } = useAlerts();
  const regenerate = useRegenerateAccessCode();

  async function confirm() {
    try {
      const result = await regenerate.mutateAsync(association.id);
      showSuccess(`${result.message} ${association.name}: ${result.data.access_code}`);
      onOpenChange(false);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`New access code for ${association.name}?`}
      subtitle={`The code ${association.access_code} stops working. Vendors already in the association stay members.`}
      confirmText="Create new code"
      loading={regenerate.isPending}
      onConfirm={confirm}
      size="sm"
    />
  );
}
