import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, type ProductInputOutput } from '@marketday/shared';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormTextareaField, FormTextField } from '@/components/ui/bound-fields';
import { FormSelectField } from '@/components/ui/bound-select-field';
import { ServerSheetForm, type SheetFormActions } from '@/components/ui/server-form';
import { sayShared, useLocale, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { AttributeRowsField } from './attribute-rows-field';
import { MonthPicker } from './month-picker';
import { EMPTY_PRODUCT_FORM, type ProductFormValues, productResolver } from './product-form-values';
import { TagPicker } from './tag-picker';

type ProductFormProps = SheetFormActions<ProductInputOutput> & {
  idPrefix: string;
  defaultValues?: ProductFormValues;
};

export function ProductForm({ idPrefix, defaultValues, ...actions }: ProductFormProps) {
  const t = useMessages(en);
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels are said in the language shown
  const categoryOptions = useMemo(
    () =>
      PRODUCT_CATEGORIES.map((category) => ({
        value: category,
        label: sayShared(PRODUCT_CATEGORY_LABELS[category]),
      })),
    [locale],
  );
  const form = useForm<ProductFormValues, unknown, ProductInputOutput>({
    resolver: productResolver,
    mode: 'onChange',
    defaultValues: defaultValues ?? EMPTY_PRODUCT_FORM,
  });
  const { register, control, formState } = form;
  const id = (name: string) => `${idPrefix}-${name}`;

  // Submit stays enabled: a press on an incomplete form shows every message at once instead of
  // leaving the vendor to guess why nothing happens.
  return (
    <ServerSheetForm form={form} {...actions} fieldsClassName="gap-6">
      <FormTextField
        control={control}
        name="name"
        id={id('name')}
        label={t('productName')}
        autoComplete="off"
      />
      <FormSelectField
        control={control}
        name="category"
        id={id('category')}
        label={t('category')}
        options={categoryOptions}
        placeholder={t('selectCategory')}
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
      <AttributeRowsField control={control} register={register} errors={formState.errors.attributes} />
      <FormTextareaField
        control={control}
        name="description"
        id={id('description')}
        label={t('descriptionOptional')}
        rows={3}
      />
    </ServerSheetForm>
  );
}
