import { NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPES, type NotificationType } from '@marketday/shared';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { InboxSort, InboxStatusFilter } from '@/entities/notifications/list-notifications';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { InboxFiltersState } from './use-inbox-filters';

// Radix Select items cannot have an empty value (docs/product.md §2), so "no type filter" is spelled 'all'.
const ALL_TYPES = 'all';

const STATUS_TABS: { value: InboxStatusFilter; label: 'tabAll' | 'tabArchived' }[] = [
  { value: 'all', label: 'tabAll' },
  { value: 'archived', label: 'tabArchived' },
];

export function InboxFilters({ filters }: { filters: InboxFiltersState }) {
  const t = useMessages(en);
  const { query, setQuery } = filters;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <SegmentedControl
        kind="buttons"
        label={t('messagesToShow')}
        options={STATUS_TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
        value={query.filter}
        onChange={(filter) => setQuery({ filter })}
        className="sm:w-56"
      />
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Select
          value={query.type ?? ALL_TYPES}
          onValueChange={(value) =>
            setQuery({ type: value === ALL_TYPES ? null : (value as NotificationType) })
          }
        >
          <SelectTrigger aria-label={t('filterByType')} className="sm:w-52">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_TYPES}>{t('allTypes')}</SelectItem>
            {NOTIFICATION_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {sayShared(NOTIFICATION_TYPE_LABELS[type])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={query.sort} onValueChange={(value) => setQuery({ sort: value as InboxSort })}>
          <SelectTrigger aria-label={t('sort')} className="sm:w-36">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="newest">{t('newest')}</SelectItem>
            <SelectItem value="oldest">{t('oldest')}</SelectItem>
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
