import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_TAG_LABELS,
  PRODUCT_TAGS,
  type ProductCategory,
  type ProductTag,
} from '@marketday/shared';
import { SearchIcon } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FilterSelect } from '@/components/ui/option-select';

export type ProductFilterState = { search: string; category: ProductCategory | null; tag: ProductTag | null };

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((value) => ({
  value,
  label: PRODUCT_CATEGORY_LABELS[value],
}));
const TAG_OPTIONS = PRODUCT_TAGS.map((value) => ({ value, label: PRODUCT_TAG_LABELS[value] })).sort(byLabel);

// The category and tag selects differ only in the filter they set and its words.
const SELECTS = [
  { key: 'category', label: 'Filter by category', allLabel: 'All Categories', options: CATEGORY_OPTIONS },
  { key: 'tag', label: 'Filter by tag', allLabel: 'All Tags', options: TAG_OPTIONS },
] as const;

type ProductFiltersProps = {
  value: ProductFilterState;
  onChange: (next: ProductFilterState) => void;
};

export function ProductFilters({ value, onChange }: ProductFiltersProps) {
  const searchId = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="relative w-full sm:max-w-xs">
        <Label htmlFor={searchId} className="sr-only">
          Search products
        </Label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          placeholder="Search products..."
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.target.value })}
          className="pl-9"
        />
      </div>
      {SELECTS.map(({ key, label, allLabel, options }) => (
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
