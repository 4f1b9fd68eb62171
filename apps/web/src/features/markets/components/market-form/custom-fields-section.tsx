import { X } from 'lucide-react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CustomFieldsInput } from '@/components/ui/custom-fields-input';
import { FormRecordError } from '@/components/ui/form-collection-error';
import { CustomFieldAdder } from './custom-field-adder';
import { FormSection } from './form-section';
import { useMarketFormContext } from './use-market-form';

export function CustomFieldsSection() {
  const { control } = useMarketFormContext();
  const { field, fieldState } = useController({ control, name: 'custom_fields' });
  const [preview, setPreview] = useState<Record<string, string | null>>({});
  const names = Object.keys(field.value);

  const add = (name: string) => field.onChange({ ...field.value, [name]: '' });
  const removeField = (name: string) => {
    const { [name]: _removed, ...rest } = field.value;
    field.onChange(rest);
  };

  return (
    <FormSection
      id="market-custom-fields"
      title="Custom fields"
      description="Extra information to fill in at each checkout and day report, such as weather or shopper count."
    >
      {names.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Custom fields">
          {names.map((name) => (
            <li
              key={name}
              className="flex items-center gap-1 rounded-full border bg-secondary py-0.5 pl-3 text-sm"
            >
              <span className="max-w-48 truncate">{name}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-9 rounded-full"
                aria-label={`Remove field ${name}`}
                onClick={() => removeField(name)}
              >
                <X />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <CustomFieldAdder existing={names} onAdd={add} />
      <FormRecordError error={fieldState.error} />
      <p className="text-muted-foreground text-sm">
        A field named <strong className="font-medium text-foreground">state</strong> becomes a Location picker
        (state and county) at checkout.
      </p>
      <section
        aria-label="Preview at checkout"
        className="grid gap-3 rounded-lg border border-dashed p-3 sm:p-4"
      >
        <h3 className="font-medium text-muted-foreground text-sm">Preview at checkout</h3>
        <CustomFieldsInput fields={names} value={preview} onChange={setPreview} />
      </section>
    </FormSection>
  );
}
