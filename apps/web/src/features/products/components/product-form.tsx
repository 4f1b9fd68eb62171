import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, type ProductInputOutput } from '@marketday/shared';
import { Controller, useForm } from 'react-hook-form';
import { FormField, TextField } from '@/components/ui/form-field';
import { OptionSelect } from '@/components/ui/option-select';
import { SheetForm } from '@/components/ui/sheet-form';
import { Textarea } from '@/components/ui/textarea';
import { useServerForm } from '@/hooks/use-server-form';
import { AttributeRowsField } from './attribute-rows-field';
import { MonthPicker } from './month-picker';
import { EMPTY_PRODUCT_FORM, type ProductFormValues, productResolver } from './product-form-values';
import { TagPicker } from './tag-picker';

const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({
  value: category,
  label: PRODUCT_CATEGORY_LABELS[category],
}));

type ProductFormProps = {
  idPrefix: string;
  defaultValues?: ProductFormValues;
  submitLabel: string;
  onSubmit: (values: ProductInputOutput) => Promise<void>;
  onCancel?: () => void;
};

export function ProductForm({ idPrefix, defaultValues, submitLabel, onSubmit, onCancel }: ProductFormProps) {
  const form = useForm<ProductFormValues, unknown, ProductInputOutput>({
    resolver: productResolver,
    mode: 'onChange',
    defaultValues: defaultValues ?? EMPTY_PRODUCT_FORM,
  });
  const { register, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const id = (name: string) => `${idPrefix}-${name}`;

  // Submit stays enabled: a press on an incomplete form shows every message at once instead of
  // leaving the vendor to guess why nothing happens.
  const { onSubmit: submit, formError: submitError } = useServerForm({ form, send: onSubmit });

  return (
    <SheetForm
      onSubmit={submit}
      error={submitError}
      submitLabel={submitLabel}
      canSubmit={formState.isValid}
      submitting={isSubmitting}
      onCancel={onCancel}
      fieldsClassName="gap-6"
    >
      <TextField
        id={id('name')}
        label="Product name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="category"
        render={({ field, fieldState }) => (
          <FormField id={id('category')} label="Category" error={fieldState.error?.message}>
            {(aria) => (
              <OptionSelect
                aria={aria}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={CATEGORY_OPTIONS}
                placeholder="Select a category"
              />
            )}
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="seasonality"
        render={({ field, fieldState }) => (
          <MonthPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => <TagPicker value={field.value} onChange={field.onChange} />}
      />
      <AttributeRowsField control={control} register={register} errors={errors.attributes} />
      <FormField id={id('description')} label="Description (optional)" error={errors.description?.message}>
        {(aria) => <Textarea {...aria} rows={3} {...register('description')} />}
      </FormField>
    </SheetForm>
  );
}
