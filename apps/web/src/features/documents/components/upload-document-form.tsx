import { DOCUMENT_TYPE_LABELS } from '@marketday/shared';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { FormSelectField } from '@/components/ui/bound-select-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { DocumentExpiryField } from './document-expiry-field';
import { DocumentFileField } from './document-file-field';
import { DocumentMetaFields } from './document-meta-fields';
import { FormRefusal } from './form-refusal';
import { UploadFormActions } from './upload-form-actions';
import {
  EMPTY_UPLOAD_FORM,
  UPLOADABLE_DOCUMENT_TYPES,
  type UploadFormValues,
  uploadFormSchema,
} from './upload-form-values';
import { useUploadSubmit } from './use-upload-submit';

export type UploadDocumentFormProps = {
  idPrefix: string;
  /** Given to a manager: whose document this is. Vendors upload their own. */
  vendors?: { id: string; business_name: string }[] | undefined;
  defaultValues?: Partial<UploadFormValues> | undefined;
  /** A replacement keeps the owner and type of the document it replaces. */
  isReplacement?: boolean;
  onUploaded: (message: string) => void;
  onCancel?: () => void;
};

export function UploadDocumentForm({
  idPrefix,
  vendors,
  defaultValues,
  isReplacement = false,
  onUploaded,
  onCancel,
}: UploadDocumentFormProps) {
  const t = useMessages(en);
  const needsOwner = vendors !== undefined;
  const typeOptions = UPLOADABLE_DOCUMENT_TYPES.map((type) => ({
    value: type,
    label: sayShared(DOCUMENT_TYPE_LABELS[type]),
  }));
  const schema = useMemo(() => uploadFormSchema({ needsOwner }), [needsOwner]);
  const form = useZodForm(schema, {
    defaultValues: { ...EMPTY_UPLOAD_FORM, ...defaultValues },
  });
  const { control, handleSubmit, setValue, watch, formState } = form;
  const { submit, progress, submitError, clearSubmitError } = useUploadSubmit({
    form,
    needsOwner,
    onUploaded,
  });
  const id = (name: string) => `${idPrefix}-${name}`;
  const vendorOptions = (vendors ?? []).map((v) => ({ value: v.id, label: v.business_name }));

  const isUploading = progress !== null;
  const type = watch('type');
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="flex min-h-0 flex-1 flex-col">
      <fieldset disabled={isUploading} className="grid flex-1 content-start gap-5 overflow-y-auto px-4 pb-4">
        {needsOwner && (
          <FormSelectField
            control={control}
            name="ownerId"
            id={id('vendor')}
            label={t('vendor')}
            placeholder={t('chooseVendor')}
            options={vendorOptions}
            disabled={isReplacement}
          />
        )}
        <FormSelectField
          control={control}
          name="type"
          id={id('type')}
          label={t('documentType')}
          placeholder={t('chooseType')}
          options={typeOptions}
          // Each type has its own extra fields.
          onChange={() => setValue('meta', {})}
          disabled={isReplacement}
        />
        <DocumentMetaFields idPrefix={idPrefix} type={type} control={control} />
        <DocumentExpiryField idPrefix={idPrefix} control={control} />
        <Controller
          control={control}
          name="file"
          render={({ field, fieldState }) => (
            <DocumentFileField
              id={id('file')}
              file={field.value ?? null}
              onChange={(file) => {
                clearSubmitError();
                field.onChange(file);
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormRefusal message={submitError} />
      </fieldset>
      <UploadFormActions progress={progress} canSubmit={formState.isValid} onCancel={onCancel} />
    </form>
  );
}
