import { DOCUMENT_TYPE_LABELS, type DocumentRecord } from '@marketday/shared';
import { ExternalLinkIcon, FileUpIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type DocumentAction = 'open' | 'edit' | 'replace' | 'delete';
export type OnDocumentAction = (action: DocumentAction, document: DocumentRecord) => void;

export function DocumentRowActions({
  document,
  onAction,
  canChange = true,
}: {
  document: DocumentRecord;
  onAction: OnDocumentAction;
  /** False for a vendor who keeps their own documents: a manager opens them, never replaces or deletes. */
  canChange?: boolean;
}) {
  // A generated report is made again from its market page, never uploaded over.
  const canReplace = canChange && document.type !== 'CDFA-Report';
  return (
    <RowActionsMenu
      label={`Actions for ${DOCUMENT_TYPE_LABELS[document.type]} of ${document.owner_name}`}
      contentClassName="min-w-48"
      actions={[
        { label: 'Open', icon: ExternalLinkIcon, onSelect: () => onAction('open', document) },
        // Corrects the expiry date or a number without uploading the file again.
        canReplace && { label: 'Edit details', icon: PencilIcon, onSelect: () => onAction('edit', document) },
        canReplace && { label: 'Replace', icon: FileUpIcon, onSelect: () => onAction('replace', document) },
        canChange && {
          label: 'Delete',
          icon: Trash2Icon,
          variant: 'destructive',
          separatorBefore: true,
          onSelect: () => onAction('delete', document),
        },
      ]}
    />
  );
}
