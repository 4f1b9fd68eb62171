import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@marketday/shared';
import { useId, useMemo } from 'react';
import { LabelledFilterSelect } from '@/components/ui/option-select';
import { sayShared, useLocale, useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';

export type ApplicationFilterValues = { status: ApplicationStatus | null; marketId: string | null };

type ApplicationFiltersProps = {
  value: ApplicationFilterValues;
  markets: { id: string; name: string }[];
  onChange: (value: ApplicationFilterValues) => void;
};

export function ApplicationFilters({ value, markets, onChange }: ApplicationFiltersProps) {
  const t = useMessages(en);
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels are said in the language shown
  const statusOptions = useMemo(
    () =>
      APPLICATION_STATUSES.map((status) => ({
        value: status,
        label: sayShared(APPLICATION_STATUS_LABELS[status]),
      })),
    [locale],
  );
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <LabelledFilterSelect
        id={`${id}-status`}
        label={t('status')}
        allLabel={t('allStatuses')}
        value={value.status}
        options={statusOptions}
        onChange={(status) => onChange({ ...value, status: status as ApplicationStatus | null })}
      />
      <LabelledFilterSelect
        id={`${id}-market`}
        label={t('market')}
        allLabel={t('allMarkets')}
        value={value.marketId}
        options={markets.map((m) => ({ value: m.id, label: m.name }))}
        onChange={(marketId) => onChange({ ...value, marketId })}
      />
    </div>
  );
}
