import { DATE_RANGE_LABELS, DATE_RANGE_PRESETS, type DateRangePreset } from '@marketday/shared';
import { ChosenCustomRangeFields } from '@/components/ui/custom-range-fields';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { CUSTOM_RANGE, type DateRangeChoice, type RangeChoice } from '@/hooks/use-date-range-choice';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Presets that look back, the shared list's run from 'Last7Days' to 'AllTime': a reconciliation covers market days
// that happened.
const PRESETS: DateRangePreset[] = DATE_RANGE_PRESETS.slice(
  DATE_RANGE_PRESETS.indexOf('Last7Days'),
  DATE_RANGE_PRESETS.indexOf('AllTime') + 1,
);
export function ReconciliationRange({ range }: { range: DateRangeChoice }) {
  const t = useMessages(en);
  const options = [
    ...PRESETS.map((preset) => ({ value: preset, label: sayShared(DATE_RANGE_LABELS[preset]) })),
    { value: CUSTOM_RANGE, label: t('customRange') },
  ];
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor="reconciliation-range">{t('marketDays')}</Label>
        <OptionSelect
          aria={{ id: 'reconciliation-range' }}
          value={range.rangeChoice}
          onValueChange={(value) => range.setRangeChoice(value as RangeChoice)}
          options={options}
        />
      </div>
      <ChosenCustomRangeFields idPrefix="reconciliation" range={range} />
    </div>
  );
}
