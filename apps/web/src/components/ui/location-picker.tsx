import { countiesOf, findUsState, US_STATES } from '@marketday/shared';
import * as React from 'react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { Label } from './label';
import en from './locales/en.json';
import { OptionSelect } from './option-select';

export type LocationParts = { stateCode: string | null; county: string | null };

/** 'Alameda County, CA' → county + state; 'CA' → state only; anything unknown → nothing chosen. */
export function parseLocation(value: string | null): LocationParts {
  const text = value?.trim() ?? '';
  const comma = text.lastIndexOf(',');
  const code = (comma === -1 ? text : text.slice(comma + 1)).trim().toUpperCase();
  const state = code ? findUsState(code) : undefined;
  if (!state) return { stateCode: null, county: null };
  const county = comma === -1 ? '' : text.slice(0, comma).trim();
  return { stateCode: state.state_code, county: state.counties.includes(county) ? county : null };
}

/** The stored form: 'County Name, ST', or just 'ST' while no county is chosen. */
export function formatLocation({ stateCode, county }: LocationParts): string | null {
  if (!stateCode) return null;
  return county ? `${county}, ${stateCode}` : stateCode;
}

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.state_code, label: state.name }));

export type LocationPickerProps = {
  value: string | null;
  onChange: (value: string | null) => void;
  id?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

// docs/product.md §2: a state dropdown and a county dropdown that depends on the state (50 states + PR, no DC).
export function LocationPicker({
  value,
  onChange,
  id,
  disabled,
  className,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: LocationPickerProps) {
  const t = useMessages(en);
  const generatedId = React.useId();
  const baseId = id ?? generatedId;
  const { stateCode, county } = parseLocation(value);
  const counties = stateCode ? countiesOf(stateCode) : [];
  const invalid = ariaInvalid || undefined;

  return (
    <div data-slot="location-picker" className={cn('grid gap-3 sm:grid-cols-2', className)}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${baseId}-state`}>{t('state')}</Label>
        <OptionSelect
          value={stateCode ?? ''}
          // Changing state clears the county: it belonged to the previous state.
          onValueChange={(code) => onChange(formatLocation({ stateCode: code, county: null }))}
          options={STATE_OPTIONS}
          placeholder={t('selectState')}
          disabled={disabled}
          aria={{ id: `${baseId}-state`, 'aria-invalid': invalid, 'aria-describedby': ariaDescribedBy }}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${baseId}-county`}>{t('county')}</Label>
        <OptionSelect
          value={county ?? ''}
          onValueChange={(next) => onChange(formatLocation({ stateCode, county: next }))}
          options={counties.map((name) => ({ value: name, label: name }))}
          placeholder={stateCode ? t('selectCounty') : t('selectStateFirst')}
          disabled={disabled || !stateCode}
          aria={{ id: `${baseId}-county`, 'aria-invalid': invalid }}
        />
      </div>
    </div>
  );
}
