import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@marketday/shared';
import { useId } from 'react';
import { LabelledFilterSelect } from '@/components/ui/option-select';

export type ApplicationFilterValues = { status: ApplicationStatus | null; marketId: string | null };

type ApplicationFiltersProps = {
  value: ApplicationFilterValues;
  markets: { id: string; name: string }[];
  onChange: (value: ApplicationFilterValues) => void;
};

const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: APPLICATION_STATUS_LABELS[status],
}));

export function ApplicationFilters({ value, markets, onChange }: ApplicationFiltersProps) {
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <LabelledFilterSelect
        id={`${id}-status`}
        label="Status"
        allLabel="All statuses"
        value={value.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ ...value, status: status as ApplicationStatus | null })}
      />
      <LabelledFilterSelect
        id={`${id}-market`}
        label="Market"
        allLabel="All markets"
        value={value.marketId}
        options={markets.map((m) => ({ value: m.id, label: m.name }))}
        onChange={(marketId) => onChange({ ...value, marketId })}
      />
    </div>
  );
}
