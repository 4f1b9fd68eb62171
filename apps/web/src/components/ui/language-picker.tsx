import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@marketday/shared';
import { Languages } from 'lucide-react';
import { cn } from '@/lib/cn';
import { chooseLocale } from '@/lib/i18n/i18n';
import { useLocale, useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

type LanguagePickerProps = {
  className?: string;
  // A signed-in reader's choice is also kept on their account (the account screen passes it).
  onChosen?: (locale: Locale) => void;
};

// A plain select: each language named in itself, so a reader who cannot read the page still finds theirs.
export function LanguagePicker({ className, onChosen }: LanguagePickerProps) {
  const t = useMessages(en);
  const locale = useLocale();
  return (
    <label className={cn('inline-flex min-h-11 items-center gap-1.5 text-sm', className)}>
      <Languages className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">{t('language')}</span>
      <select
        value={locale}
        onChange={(event) => {
          const select = event.currentTarget;
          const chosen = select.value;
          if (!isLocale(chosen)) return;
          // A language whose words could not load (offline, never opened before) leaves the page as it was, and
          // the picker says so: Preact does not put a select back by itself (docs/decisions/041-preact.md).
          void chooseLocale(chosen).then(
            () => onChosen?.(chosen),
            () => {
              select.value = locale;
            },
          );
        }}
        className="min-h-11 cursor-pointer rounded-md border-0 bg-transparent py-1 pr-1 pl-0 font-medium text-inherit outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&>option]:text-foreground"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
