import { DATE_RANGE_LABELS, DATE_RANGE_PRESETS, type DateRangePreset } from '@marketday/shared';
import { ChosenCustomRangeFields } from '@/components/ui/custom-range-fields';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { CUSTOM_RANGE, type DateRangeChoice, type RangeChoice } from '@/hooks/use-date-range-choice';

// Presets that look back, the shared list's run from 'Last7Days' to 'AllTime': a reconciliation covers market days
// that happened.
const PRESETS: DateRangePreset[] = DATE_RANGE_PRESETS.slice(
  DATE_RANGE_PRESETS.indexOf('Last7Days'),
  DATE_RANGE_PRESETS.indexOf('AllTime') + 1,
);
const OPTIONS = [
  ...PRESETS.map((preset) => ({ value: preset, label: DATE_RANGE_LABELS[preset] })),
  { value: CUSTOM_RANGE, label: 'Custom range' },
];

export function ReconciliationRange({ range }: { range: DateRangeChoice }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor="reconciliation-range">Market days</Label>
        <OptionSelect
          aria={{ id: 'reconciliation-range' }}
          value={range.rangeChoice}
          onValueChange={(value) => range.setRangeChoice(value as RangeChoice)}
          options={OPTIONS}
        />
      </div>
      <ChosenCustomRangeFields idPrefix="reconciliation" range={range} />
    </div>
  );
}
