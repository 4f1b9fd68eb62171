import { PRINT_SCALES, type PrintScale } from '@marketday/shared';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// docs/product.md §12: Standard is an 80 mm roll; Custom takes the manager's own dimensions.
// The scale's value is sent as it is; its name and description are shown in the reader's language.
const SCALE_TEXT: Record<PrintScale, { name: keyof typeof en; description: keyof typeof en }> = {
  Standard: { name: 'scaleStandard', description: 'scaleStandardDescription' },
  Long: { name: 'scaleLong', description: 'scaleLongDescription' },
  Wide: { name: 'scaleWide', description: 'scaleWideDescription' },
  Custom: { name: 'scaleCustom', description: 'scaleCustomDescription' },
};

type PrintScaleOptionsProps = {
  value: PrintScale;
  onChange: (scale: PrintScale) => void;
  onBlur: () => void;
};

export function PrintScaleOptions({ value, onChange, onBlur }: PrintScaleOptionsProps) {
  const t = useMessages(en);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{t('printScale')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {PRINT_SCALES.map((scale) => (
          <label
            key={scale}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === scale ? 'border-primary bg-accent/50' : 'hover:bg-muted/50',
            )}
          >
            <input
              type="radio"
              name="print_scale"
              value={scale}
              checked={value === scale}
              onChange={() => onChange(scale)}
              onBlur={onBlur}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="font-medium text-sm">{t(SCALE_TEXT[scale].name)}</span>
              <span className="text-muted-foreground text-xs">{t(SCALE_TEXT[scale].description)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
