import { DOCUMENT_TYPE_LABELS, type DocumentRecord } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { lazyPart } from '@/components/ui/lazy-part';
import { SideSheet } from '@/components/ui/side-sheet';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The details form (its fields, validation and form library) loads after the page's first screen.
const EditDocumentDetailsForm = lazyPart(() =>
  import('./edit-document-details-form').then((m) => m.EditDocumentDetailsForm),
);

type EditDocumentDetailsSheetProps = DialogOpenProps & { document: DocumentRecord };

export function EditDocumentDetailsSheet({ document, ...dialog }: EditDocumentDetailsSheetProps) {
  const t = useMessages(en);
  const { showSuccess } = useAlerts();
  return (
    <SideSheet
      {...dialog}
      title={t('editDetails')}
      description={t('editDescription', {
        type: sayShared(DOCUMENT_TYPE_LABELS[document.type]),
        owner: document.owner_name,
        version: document.version,
      })}
    >
      {/* Content unmounts on close, so every opening starts from the stored values. */}
      <EditDocumentDetailsForm
        document={document}
        onSaved={(message) => {
          showSuccess(message);
          dialog.onOpenChange(false);
        }}
        onCancel={() => dialog.onOpenChange(false)}
      />
    </SideSheet>
  );
}
