import { DOCUMENT_MESSAGES, type DocumentRecord, fromIsoDate, toIsoDate } from '@marketday/shared';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { useUpdateDocumentDetails } from '@/entities/documents/update-document-details';
import { useServerForm } from '@/hooks/use-server-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { DocumentExpiryField } from './document-expiry-field';
import { DocumentMetaFields } from './document-meta-fields';
import { FormRefusal } from './form-refusal';
import { metaFieldsSchema, metaOf } from './upload-form-values';

// The expiry date is optional, as on an upload: clearing it marks a document that never expires.
const detailsFormSchema = z.object({ meta: metaFieldsSchema, expr: z.date().nullable() });

type EditDocumentDetailsFormProps = {
  document: DocumentRecord;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

// Corrects the expiry date and the type's extra fields of the current version without a new file.
export function EditDocumentDetailsForm({ document, onSaved, onCancel }: EditDocumentDetailsFormProps) {
  const t = useMessages(en);
  const form = useZodForm(detailsFormSchema, {
    defaultValues: {
      meta: Object.fromEntries(Object.entries(document.meta).map(([key, value]) => [key, value ?? ''])),
      expr: document.expr ? fromIsoDate(document.expr) : null,
    },
  });
  const update = useUpdateDocumentDetails();
  const idPrefix = `edit-${document.id}`;

  const { onSubmit: submit, formError: submitError } = useServerForm({
    form,
    send: (values) =>
      update.mutateAsync({
        id: document.id,
        details: {
          meta: metaOf(document.type, values.meta),
          expr: values.expr ? toIsoDate(values.expr) : null,
        },
      }),
    onSuccess: (result) => onSaved(result.message || sayShared(DOCUMENT_MESSAGES.updated)),
  });

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <fieldset
        disabled={update.isPending}
        className="grid flex-1 content-start gap-5 overflow-y-auto px-4 pb-4"
      >
        <DocumentMetaFields idPrefix={idPrefix} type={document.type} control={form.control} />
        <DocumentExpiryField idPrefix={idPrefix} control={form.control} />
        <FormRefusal message={submitError} />
      </fieldset>
      <div className="flex flex-col-reverse gap-2 border-t p-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!form.formState.isValid || update.isPending}>
          {update.isPending ? t('saving') : t('saveDetails')}
        </Button>
      </div>
    </form>
  );
}
