import { TOKEN_ICON_NAMES, type TokenIconName, type TokenVisualSettings } from '@marketday/shared';
import { TOKEN_ICONS } from '@/entities/tokens/token-coin';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';
import { TOKEN_ICON_KEYS } from './token-icon-names';

type IconPickerProps = { visuals: TokenVisualSettings; onChange: (iconName: TokenIconName) => void };

// Each choice is drawn as a small coin in the token's own colours, so the manager sees the result.
export function IconPicker({ visuals, onChange }: IconPickerProps) {
  const t = useMessages(en);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{t('icon')}</legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1">
        {TOKEN_ICON_NAMES.map((name) => {
          const Icon = TOKEN_ICONS[name];
          const isSelected = visuals.iconName === name;
          return (
            <button
              key={name}
              type="button"
              aria-label={t(TOKEN_ICON_KEYS[name])}
              aria-pressed={isSelected}
              onClick={() => onChange(name)}
              className={cn(
                'flex size-11 items-center justify-center rounded-full outline-none ring-offset-2 ring-offset-background focus-visible:ring-[3px] focus-visible:ring-ring/50',
                isSelected && 'ring-2 ring-primary',
              )}
            >
              <span
                aria-hidden
                className="flex size-9 items-center justify-center rounded-full border-[3px]"
                style={{
                  backgroundColor: visuals.faceColor,
                  borderColor: visuals.rimColor,
                  color: visuals.rimColor,
                }}
              >
                <Icon className="size-4" />
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
