import { SearchIcon } from 'lucide-react';
import { Input } from './input';

// A search box for a list the server searches (docs/decisions/019): the text is sent with the list's query, so
// the pager, totals and CSV match the rows shown. The label doubles as the placeholder.
export function SearchInput({
  label,
  value,
  onChange,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
}) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={`${label}...`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        className="pl-9"
      />
    </div>
  );
}
