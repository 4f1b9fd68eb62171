import type { DocumentRecord } from '@marketday/shared';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { EditDocumentDetailsSheet } from './edit-document-details-sheet';

/** A row action that opens over the table: its details in a sheet, or the delete confirmation. */
export type DocumentDialogTarget = { action: 'edit' | 'delete'; document: DocumentRecord };

type DocumentDialogProps = DialogOpenProps & {
  /** Kept after closing so the dialog keeps its text while it animates closed. */
  target: DocumentDialogTarget | null;
};

export function DocumentDialog({ target, ...dialog }: DocumentDialogProps) {
  if (!target) return null;
  const Dialog = target.action === 'edit' ? EditDocumentDetailsSheet : DeleteDocumentDialog;
  // Keyed by the document, so each opening starts from that document's values.
  return <Dialog key={`${target.action}-${target.document.id}`} document={target.document} {...dialog} />;
}
