import { DOCUMENT_TYPE_LABELS, type DocumentRecord } from '@marketday/shared';
import { ExternalLinkIcon, FileUpIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

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
  const t = useMessages(en);
  // A generated report is made again from its market page, never uploaded over.
  const canReplace = canChange && document.type !== 'CDFA-Report';
  return (
    <RowActionsMenu
      label={t('actionsFor', {
        type: sayShared(DOCUMENT_TYPE_LABELS[document.type]),
        owner: document.owner_name,
      })}
      contentClassName="min-w-48"
      actions={[
        { label: t('open'), icon: ExternalLinkIcon, onSelect: () => onAction('open', document) },
        // Corrects the expiry date or a number without uploading the file again.
        canReplace && {
          label: t('editDetails'),
          icon: PencilIcon,
          onSelect: () => onAction('edit', document),
        },
        canReplace && {
          label: t('replace'),
          icon: FileUpIcon,
          onSelect: () => onAction('replace', document),
        },
        canChange && {
          label: t('delete'),
          icon: Trash2Icon,
          variant: 'destructive',
          separatorBefore: true,
          onSelect: () => onAction('delete', document),
        },
      ]}
    />
  );
}
