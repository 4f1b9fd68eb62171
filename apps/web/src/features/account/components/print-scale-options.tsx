import { PRINT_SCALES, type PrintScale } from '@marketday/shared';
import { cn } from '@/lib/cn';

// docs/product.md §12: Standard is an 80 mm roll; Custom takes the manager's own dimensions.
const SCALE_DESCRIPTIONS: Record<PrintScale, string> = {
  Standard: '80 mm receipt roll',
  Long: 'Roll width, with a longer page',
  Wide: 'Wider paper for larger printers',
  Custom: 'Your own width, height and font size',
};

type PrintScaleOptionsProps = {
  value: PrintScale;
  onChange: (scale: PrintScale) => void;
  onBlur: () => void;
};

export function PrintScaleOptions({ value, onChange, onBlur }: PrintScaleOptionsProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">Print scale</legend>
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
              <span className="font-medium text-sm">{scale}</span>
              <span className="text-muted-foreground text-xs">{SCALE_DESCRIPTIONS[scale]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
