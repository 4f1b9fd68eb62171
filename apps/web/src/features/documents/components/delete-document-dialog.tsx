import { DOCUMENT_MESSAGES, DOCUMENT_TYPE_LABELS, type DocumentRecord } from '@marketday/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useDeleteDocument } from '@/entities/documents/delete-document';

type DeleteDocumentDialogProps = DialogOpenProps & { document: DocumentRecord };

export function DeleteDocumentDialog({ document, ...dialog }: DeleteDocumentDialogProps) {
  const deleteDocument = useDeleteDocument();
  const label = DOCUMENT_TYPE_LABELS[document.type];

  return (
    <ConfirmDeleteDialog
      {...dialog}
      title={`Delete ${label}?`}
      description={`Version ${document.version} of ${document.owner_name}'s ${label} will be deleted. This cannot be undone.`}
      confirmText="Delete Document"
      mutation={deleteDocument}
      variables={document.id}
      fallbackMessage={DOCUMENT_MESSAGES.deleted}
      size="sm"
    />
  );
}
