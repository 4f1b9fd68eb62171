import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_TAG_LABELS,
  PRODUCT_TAGS,
  type ProductCategory,
  type ProductTag,
} from '@marketday/shared';
import { SearchIcon } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FilterSelect } from '@/components/ui/option-select';
import { sayShared, type Translate, useLocale, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type ProductFilterState = { search: string; category: ProductCategory | null; tag: ProductTag | null };

// The category and tag selects differ only in the filter they set and its words, said in the language shown.
function filterSelects(t: Translate<typeof en>, locale: string) {
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, locale);
  const categoryOptions = PRODUCT_CATEGORIES.map((value) => ({
    value,
    label: sayShared(PRODUCT_CATEGORY_LABELS[value]),
  }));
  const tagOptions = PRODUCT_TAGS.map((value) => ({
    value,
    label: sayShared(PRODUCT_TAG_LABELS[value]),
  })).sort(byLabel);
  return [
    {
      key: 'category',
      label: t('filterByCategory'),
      allLabel: t('allCategories'),
      options: categoryOptions,
    },
    { key: 'tag', label: t('filterByTag'), allLabel: t('allTags'), options: tagOptions },
  ] as const;
}

type ProductFiltersProps = {
  value: ProductFilterState;
  onChange: (next: ProductFilterState) => void;
};

export function ProductFilters({ value, onChange }: ProductFiltersProps) {
  const t = useMessages(en);
  const locale = useLocale();
  const selects = useMemo(() => filterSelects(t, locale), [t, locale]);
  const searchId = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="relative w-full sm:max-w-xs">
        <Label htmlFor={searchId} className="sr-only">
          {t('searchProducts')}
        </Label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          placeholder={t('searchPlaceholder')}
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.target.value })}
          className="pl-9"
        />
      </div>
      {selects.map(({ key, label, allLabel, options }) => (
        <FilterSelect
          key={key}
          aria-label={label}
          allLabel={allLabel}
          value={value[key]}
          options={options}
          // The select offers only the options above, so the value is one of that filter's own.
          onChange={(next) => onChange({ ...value, [key]: next as ProductFilterState[typeof key] })}
          className="sm:w-56"
        />
      ))}
    </div>
  );
}
