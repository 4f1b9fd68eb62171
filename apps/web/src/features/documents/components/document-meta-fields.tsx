import { DOCUMENT_META_FIELDS, type DocumentType, fromIsoDate, toIsoDate } from '@marketday/shared';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField, TextField } from '@/components/ui/form-field';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Any form that keeps a document's extra fields under `meta` (upload, edit details).
type MetaFormValues = { meta: Record<string, string | undefined> };

type DocumentMetaFieldsProps<T extends MetaFormValues, TOut extends FieldValues> = {
  idPrefix: string;
  type: DocumentType | undefined;
  control: Control<T, unknown, TOut>;
};

// The extra fields of the chosen document type (docs/product.md §3); most types have none.
export function DocumentMetaFields<T extends MetaFormValues, TOut extends FieldValues>({
  idPrefix,
  type,
  control,
}: DocumentMetaFieldsProps<T, TOut>) {
  const t = useMessages(en);
  const fields = type ? (DOCUMENT_META_FIELDS[type] ?? []) : [];
  return fields.map(({ key, label, date }) => {
    const id = `${idPrefix}-meta-${key}`;
    return (
      <Controller
        key={key}
        control={control}
        name={`meta.${key}` as Path<T>}
        render={({ field: { value, ...field }, fieldState }) => {
          const text = value as string | undefined;
          return date ? (
            <FormField
              id={id}
              label={t('optionalField', { label: sayShared(label) })}
              error={fieldState.error?.message}
            >
              {(aria) => (
                // Meta values are text: a date travels as YYYY-MM-DD.
                <DatePicker
                  {...aria}
                  value={text ? fromIsoDate(text) : null}
                  onChange={(value) => field.onChange(value ? toIsoDate(value) : '')}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          ) : (
            <TextField
              id={id}
              label={t('optionalField', { label: sayShared(label) })}
              error={fieldState.error?.message}
              ref={field.ref}
              name={field.name}
              value={text ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          );
        }}
      />
    );
  });
}
