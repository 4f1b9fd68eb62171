import { PRODUCT_LIMITS } from '@marketday/shared';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import {
  type FieldErrors,
  type UseFormRegister,
  type UseFormRegisterReturn,
  useFieldArray,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { ProductFormControl, ProductFormValues } from './product-form-values';

type AttributeRowsFieldProps = {
  control: ProductFormControl;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['attributes'];
};

const ATTRIBUTE_PARTS = [
  { part: 'name', placeholder: 'attributeName', label: 'attributeNameLabel' },
  { part: 'value', placeholder: 'attributeValue', label: 'attributeValueLabel' },
] as const;

// One half of a row: an unlabelled input (its aria-label names the row) with its error under it.
function AttributeInput({
  id,
  label,
  placeholder,
  error,
  registered,
}: {
  id: string;
  label: string;
  placeholder: string;
  error: string | undefined;
  registered: UseFormRegisterReturn;
}) {
  return (
    <div className="grid gap-1">
      <Input
        id={id}
        aria-label={label}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registered}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

// Free-form facts as name/value rows ("Variety" → "Fuji"); each row can be removed on its own.
export function AttributeRowsField({ control, register, errors }: AttributeRowsFieldProps) {
  const t = useMessages(en);
  const baseId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'attributes' });
  const isFull = fields.length >= PRODUCT_LIMITS.attributes;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-medium text-sm">
        {t('attributes')} <span className="font-normal text-muted-foreground">{t('optional')}</span>
      </legend>
      <p className="text-muted-foreground text-sm">{t('attributesHint')}</p>
      {fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
          {ATTRIBUTE_PARTS.map(({ part, placeholder, label }) => (
            <AttributeInput
              key={part}
              id={`${baseId}-${index}-${part}`}
              label={t(label, { number: index + 1 })}
              placeholder={t(placeholder)}
              error={errors?.[index]?.[part]?.message}
              registered={register(`attributes.${index}.${part}`)}
            />
          ))}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('removeAttribute', { number: index + 1 })}
            onClick={() => remove(index)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ))}
      <FieldError message={errors?.message ?? errors?.root?.message} />
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={isFull}
        onClick={() => append({ name: '', value: '' })}
      >
        <PlusIcon aria-hidden="true" />
        {t('addAttribute')}
      </Button>
    </fieldset>
  );
}
