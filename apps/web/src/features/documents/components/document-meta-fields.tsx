import { DOCUMENT_META_FIELDS, type DocumentType, fromIsoDate, toIsoDate } from '@marketday/shared';
import { type Control, Controller } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField, TextField } from '@/components/ui/form-field';
import type { UploadFormOutput, UploadFormValues } from './upload-form-values';

type DocumentMetaFieldsProps = {
  idPrefix: string;
  type: DocumentType | undefined;
  control: Control<UploadFormValues, unknown, UploadFormOutput>;
};

// The extra fields of the chosen document type (docs/product.md §3); most types have none.
export function DocumentMetaFields({ idPrefix, type, control }: DocumentMetaFieldsProps) {
  const fields = type ? (DOCUMENT_META_FIELDS[type] ?? []) : [];
  return fields.map(({ key, label, date }) => {
    const id = `${idPrefix}-meta-${key}`;
    return (
      <Controller
        key={key}
        control={control}
        name={`meta.${key}`}
        render={({ field, fieldState }) =>
          date ? (
            <FormField id={id} label={`${label} (optional)`} error={fieldState.error?.message}>
              {(aria) => (
                // Meta values are text: a date travels as YYYY-MM-DD.
                <DatePicker
                  {...aria}
                  value={field.value ? fromIsoDate(field.value) : null}
                  onChange={(value) => field.onChange(value ? toIsoDate(value) : '')}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          ) : (
            <TextField
              id={id}
              label={`${label} (optional)`}
              error={fieldState.error?.message}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )
        }
      />
    );
  });
}
