import { DOCUMENT_MESSAGES, DOCUMENT_TYPE_LABELS, type DocumentRecord } from '@marketday/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useDeleteDocument } from '@/entities/documents/delete-document';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type DeleteDocumentDialogProps = DialogOpenProps & { document: DocumentRecord };

export function DeleteDocumentDialog({ document, ...dialog }: DeleteDocumentDialogProps) {
  const t = useMessages(en);
  const deleteDocument = useDeleteDocument();
  const label = sayShared(DOCUMENT_TYPE_LABELS[document.type]);

  return (
    <ConfirmDeleteDialog
      {...dialog}
      title={t('deleteTitle', { type: label })}
      description={t('deleteDescription', {
        version: document.version,
        owner: document.owner_name,
        type: label,
      })}
      confirmText={t('deleteConfirm')}
      mutation={deleteDocument}
      variables={document.id}
      fallbackMessage={sayShared(DOCUMENT_MESSAGES.deleted)}
      size="sm"
    />
  );
}
