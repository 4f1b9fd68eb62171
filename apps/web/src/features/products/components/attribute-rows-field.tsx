import { PRODUCT_LIMITS } from '@marketday/shared';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import type { ProductFormControl, ProductFormValues } from './product-form-values';

type AttributeRowsFieldProps = {
  control: ProductFormControl;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['attributes'];
};

// Free-form facts as name/value rows ("Variety" → "Fuji"); each row can be removed on its own.
export function AttributeRowsField({ control, register, errors }: AttributeRowsFieldProps) {
  const baseId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'attributes' });
  const isFull = fields.length >= PRODUCT_LIMITS.attributes;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-medium text-sm">
        Attributes <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <p className="text-muted-foreground text-sm">
        Details shoppers ask about, e.g. Variety: Fuji or Unit: lb.
      </p>
      {fields.map((field, index) => {
        const nameId = `${baseId}-${index}-name`;
        const valueId = `${baseId}-${index}-value`;
        const rowErrors = errors?.[index];
        const nameError = rowErrors?.name?.message;
        const valueError = rowErrors?.value?.message;
        return (
          <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
            <div className="grid gap-1">
              <Input
                id={nameId}
                aria-label={`Attribute ${index + 1} name`}
                placeholder="Name"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${nameId}-error` : undefined}
                {...register(`attributes.${index}.name`)}
              />
              <FieldError id={`${nameId}-error`} message={nameError} />
            </div>
            <div className="grid gap-1">
              <Input
                id={valueId}
                aria-label={`Attribute ${index + 1} value`}
                placeholder="Value"
                aria-invalid={valueError ? true : undefined}
                aria-describedby={valueError ? `${valueId}-error` : undefined}
                {...register(`attributes.${index}.value`)}
              />
              <FieldError id={`${valueId}-error`} message={valueError} />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove attribute ${index + 1}`}
              onClick={() => remove(index)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <FieldError message={errors?.message ?? errors?.root?.message} />
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={isFull}
        onClick={() => append({ name: '', value: '' })}
      >
        <PlusIcon aria-hidden="true" />
        Add attribute
      </Button>
    </fieldset>
  );
}
