import { customFieldLabel } from '@marketday/shared';
import * as React from 'react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';
import { lazyPart } from './lazy-part';
import en from './locales/en.json';
import { Skeleton } from './skeleton';

export type CustomFieldsInputProps = {
  fields: string[];
  value: Record<string, string | null>;
  onChange: (value: Record<string, string | null>) => void;
  errors?: Record<string, string | undefined>;
  className?: string;
};

// The picker's list of states and their counties (about 12 KB gzip) loads after the first screen of the pages
// whose forms may show it (the checkout, a transaction's edit, the market's settings).
const LocationPicker = lazyPart(
  () => import('./location-picker').then((m) => m.LocationPicker),
  <Skeleton aria-busy="true" className="h-20 w-full" />,
);

// docs/product.md §2: a key named state is a location; other keys are free text.
const isLocationKey = (key: string) => key.trim().toLowerCase() === 'state';

export function CustomFieldsInput({ fields, value, onChange, errors, className }: CustomFieldsInputProps) {
  const t = useMessages(en);
  const baseId = React.useId();
  if (fields.length === 0) {
    return <p className={cn('text-muted-foreground text-sm', className)}>{t('noCustomFields')}</p>;
  }

  const setField = (key: string, next: string | null) => onChange({ ...value, [key]: next });

  return (
    <div data-slot="custom-fields-input" className={cn('grid gap-4', className)}>
      {fields.map((key, index) => {
        const id = `${baseId}-${index}`;
        const error = errors?.[key];
        const errorId = error ? `${id}-error` : undefined;
        if (isLocationKey(key)) {
          return (
            <fieldset key={key} className="grid gap-2" aria-describedby={errorId}>
              <legend className="mb-2 font-medium text-sm">{t('location')}</legend>
              <LocationPicker
                id={id}
                value={value[key] ?? null}
                onChange={(next) => setField(key, next)}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId}
              />
              <FieldError id={errorId} message={error} />
            </fieldset>
          );
        }
        const label = customFieldLabel(key);
        return (
          <div key={key} className="grid gap-1.5">
            <Label htmlFor={id}>{label}</Label>
            <Input
              id={id}
              value={value[key] ?? ''}
              placeholder={t('enterField', { label })}
              // An emptied field is stored as null, like a field never filled in.
              onChange={(event) => setField(key, event.target.value === '' ? null : event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
            />
            <FieldError id={errorId} message={error} />
          </div>
        );
      })}
    </div>
  );
}
