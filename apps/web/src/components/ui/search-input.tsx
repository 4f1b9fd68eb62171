import { SearchIcon } from 'lucide-react';
import { Input } from './input';

// The lists' search box, whether the server searches (docs/decisions/019) or the table filters in the browser.
// The placeholder is the label followed by an ellipsis unless given.
export function SearchInput({
  label,
  placeholder = `${label}...`,
  value,
  onChange,
  maxLength,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
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
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        className="pl-9"
      />
    </div>
  );
}
