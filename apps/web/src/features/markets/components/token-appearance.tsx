import { type TokenVisualSettings, tokenVisuals } from '@marketday/shared';
import { ChevronDown, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { IconPicker } from './icon-picker/icon-picker';
import { useMarketFormContext, useMarketFormErrors } from './market-form/use-market-form';

// Icon and colours of one token; null settings mean "derive them from the name".
export function TokenAppearance({ index }: { index: number }) {
  const t = useMessages(en);
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const { control } = useMarketFormContext();
  const errors = useMarketFormErrors().tokens?.[index]?.visual_settings;
  const name = useWatch({ control, name: `tokens.${index}.name` });
  const { field } = useController({ control, name: `tokens.${index}.visual_settings` });
  const settings = field.value ?? null;
  const visuals = tokenVisuals({ name: name ?? '', visual_settings: settings });
  // The first change turns the automatic look into explicit settings.
  const update = (patch: Partial<TokenVisualSettings>) => field.onChange({ ...visuals, ...patch });
  const colors = [
    { key: 'faceColor', label: t('faceColour'), error: errors?.faceColor?.message },
    { key: 'rimColor', label: t('rimColour'), error: errors?.rimColor?.message },
  ] as const;
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="ghost"
        className="justify-self-start px-2"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {settings ? t('appearance') : t('appearanceAutomatic')}
        <ChevronDown aria-hidden className={cn('transition-transform', isOpen && 'rotate-180')} />
      </Button>
      <div id={panelId} hidden={!isOpen} className="grid gap-4">
        <IconPicker visuals={visuals} onChange={(iconName) => update({ iconName })} />
        <div className="grid grid-cols-2 gap-3">
          {colors.map(({ key, label, error }) => (
            <FormField key={key} id={`${panelId}-${key}`} label={label} error={error}>
              {(aria) => (
                <Input
                  {...aria}
                  type="color"
                  className="h-11 cursor-pointer p-1"
                  value={visuals[key]}
                  onChange={(event) => update({ [key]: event.target.value.toUpperCase() })}
                />
              )}
            </FormField>
          ))}
        </div>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={!settings}
          onClick={() => field.onChange(null)}
        >
          <RotateCcw aria-hidden /> {t('useAutomaticLook')}
        </Button>
      </div>
    </div>
  );
}
