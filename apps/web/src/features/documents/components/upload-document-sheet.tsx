import { DOCUMENT_TYPE_LABELS, type DocumentRecord } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { lazyPart } from '@/components/ui/lazy-part';
import { SideSheet } from '@/components/ui/side-sheet';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { UploadFormValues } from './upload-form-values';

// The upload form (its fields, validation and form library) loads after the page's first screen.
const UploadDocumentForm = lazyPart(() => import('./upload-document-form').then((m) => m.UploadDocumentForm));

type UploadDocumentSheetProps = DialogOpenProps & {
  /** Managers pick whose document it is; vendors upload their own. */
  vendors?: { id: string; business_name: string }[] | undefined;
  /** Upload a new version of this document. */
  replacing?: DocumentRecord | null | undefined;
  /** Preset fields for a fresh upload, e.g. the type of a missing required document. */
  preset?: Partial<UploadFormValues> | undefined;
};

function replacementValues(document: DocumentRecord): Partial<UploadFormValues> {
  const meta = Object.fromEntries(Object.entries(document.meta).map(([key, value]) => [key, value ?? '']));
  return { ownerId: document.owner_id, type: document.type, meta, expr: null };
}

export function UploadDocumentSheet({
  open,
  onOpenChange,
  vendors,
  replacing,
  preset,
}: UploadDocumentSheetProps) {
  const t = useMessages(en);
  const { showSuccess } = useAlerts();
  const title = replacing ? t('replaceTitle') : t('uploadTitle');
  const description = replacing
    ? t('replaceDescription', {
        type: sayShared(DOCUMENT_TYPE_LABELS[replacing.type]),
        owner: replacing.owner_name,
      })
    : t('uploadDescription');

  return (
    <SideSheet open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {/* Content unmounts on close, so every opening starts from fresh values. */}
      <UploadDocumentForm
        idPrefix={replacing ? `replace-${replacing.id}` : 'upload-document'}
        vendors={vendors}
        defaultValues={replacing ? replacementValues(replacing) : preset}
        isReplacement={Boolean(replacing)}
        onUploaded={(message) => {
          showSuccess(message);
          onOpenChange(false);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </SideSheet>
  );
}
