import { LOCALE_NAMES, LOCALES, type Locale } from '@marketday/shared';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type VendorLanguageFieldProps = {
  id: string;
  value: Locale | undefined;
  onChange: (language: Locale) => void;
  onBlur: () => void;
};

// The language of what a kept vendor receives (docs/i18n.md): each language named in itself.
export function VendorLanguageField({ id, value, onChange, onBlur }: VendorLanguageFieldProps) {
  const t = useMessages(en);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('languageLabel')}</Label>
      <Select value={value ?? 'en'} onValueChange={(next) => onChange(next as Locale)}>
        <SelectTrigger id={id} onBlur={onBlur} aria-describedby={`${id}-hint`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {LOCALES.map((code) => (
            <SelectItem key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {t('languageHint')}
      </p>
    </div>
  );
}
