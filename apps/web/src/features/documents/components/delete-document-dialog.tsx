import { DOCUMENT_MESSAGES, DOCUMENT_TYPE_LABELS, type DocumentRecord } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteDocument } from '../api/delete-document';

type DeleteDocumentDialogProps = {
  document: DocumentRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function DeleteDocumentDialog({ document, open, onOpenChange }: DeleteDocumentDialogProps) {
  const { showSuccess, showError } = useAlerts();
  const deleteDocument = useDeleteDocument();
  const label = DOCUMENT_TYPE_LABELS[document.type];

  async function confirm() {
    try {
      const result = await deleteDocument.mutateAsync(document.id);
      showSuccess(result.message || DOCUMENT_MESSAGES.deleted);
      onOpenChange(false);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${label}?`}
      subtitle={`Version ${document.version} of ${document.owner_name}'s ${label} will be deleted. This cannot be undone.`}
      confirmText="Delete Document"
      confirmVariant="destructive"
      loading={deleteDocument.isPending}
      onConfirm={confirm}
      size="sm"
    />
  );
}
