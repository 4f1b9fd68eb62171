import { DOCUMENT_SEARCH_MAX_LENGTH } from '@marketday/shared';
import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';

const PLACEHOLDER = 'Search documents...';

// Searched by the server (the owner's or the file's name, any case), so the pager and the CSV match the rows.
export function DocumentSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={PLACEHOLDER}
        placeholder={PLACEHOLDER}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={DOCUMENT_SEARCH_MAX_LENGTH}
        className="pl-9"
      />
    </div>
  );
}
