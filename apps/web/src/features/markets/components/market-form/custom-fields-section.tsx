import { X } from 'lucide-react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CustomFieldsInput } from '@/components/ui/custom-fields-input';
import { FormRecordError } from '@/components/ui/form-collection-error';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { CustomFieldAdder } from './custom-field-adder';
import { FormSection } from './form-section';
import { useMarketFormContext } from './use-market-form';

export function CustomFieldsSection() {
  const t = useMessages(en);
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
      title={t('customFields')}
      description={t('customFieldsDescription')}
    >
      {names.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('customFields')}>
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
                aria-label={t('removeField', { name })}
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
        {t('stateFieldBefore')} <strong className="font-medium text-foreground">state</strong>{' '}
        {t('stateFieldAfter')}
      </p>
      <section
        aria-label={t('previewAtCheckout')}
        className="grid gap-3 rounded-lg border border-dashed p-3 sm:p-4"
      >
        <h3 className="font-medium text-muted-foreground text-sm">{t('previewAtCheckout')}</h3>
        <CustomFieldsInput fields={names} value={preview} onChange={setPreview} />
      </section>
    </FormSection>
  );
}
