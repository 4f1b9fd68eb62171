import { DOCUMENT_TYPE_LABELS, type DocumentRecord } from '@marketday/shared';
import { EllipsisVerticalIcon, ExternalLinkIcon, FileUpIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

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
  return (
    // Non-modal: the dialogs these items open take over focus themselves.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Actions for ${DOCUMENT_TYPE_LABELS[document.type]} of ${document.owner_name}`}
        >
          <EllipsisVerticalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        <DropdownMenuItem onSelect={() => onAction('open', document)}>
          <ExternalLinkIcon aria-hidden="true" />
          Open
        </DropdownMenuItem>
        {/* A generated report is made again from its market page, never uploaded over. */}
        {canChange && document.type !== 'CDFA-Report' && (
          <>
            {/* Corrects the expiry date or a number without uploading the file again. */}
            <DropdownMenuItem onSelect={() => onAction('edit', document)}>
              <PencilIcon aria-hidden="true" />
              Edit details
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('replace', document)}>
              <FileUpIcon aria-hidden="true" />
              Replace
            </DropdownMenuItem>
          </>
        )}
        {canChange && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onAction('delete', document)}>
              <Trash2Icon aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
