import { Controller, type FieldValues } from 'react-hook-form';
import type { Bound } from './bound-field-base';
import { CustomFieldsInput } from './custom-fields-input';
import { FormRecordError } from './form-collection-error';

// react-hook-form nests a record's per-key errors; CustomFieldsInput wants plain messages.
function recordErrorMessages(error: unknown): Record<string, string | undefined> {
  if (typeof error !== 'object' || error === null) return {};
  return Object.fromEntries(
    Object.entries(error).map(([key, value]) => [key, (value as { message?: string } | undefined)?.message]),
  );
}

type FormCustomFieldsInputProps<T extends FieldValues, TOut> = Bound<T, TOut> & {
  /** The custom field names to offer, in order. */
  fields: string[];
  /** Each key's message under its own input; otherwise one message for the whole record. */
  errorsPerField?: boolean;
};

// A record of custom field values (docs/product.md §2) bound to the form by `control` and `name`.
export function FormCustomFieldsInput<T extends FieldValues, TOut>({
  control,
  name,
  fields,
  errorsPerField = false,
}: FormCustomFieldsInputProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        errorsPerField ? (
          <CustomFieldsInput
            fields={fields}
            value={field.value ?? {}}
            onChange={field.onChange}
            errors={recordErrorMessages(fieldState.error)}
          />
        ) : (
          <>
            <CustomFieldsInput fields={fields} value={field.value ?? {}} onChange={field.onChange} />
            <FormRecordError error={fieldState.error} />
          </>
        )
      }
    />
  );
}
