import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';

// Searched by the server (vendor or market name, any case), so the totals and the CSV match the rows listed.
export function TransactionSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label="Search vendors or markets"
        placeholder="Search vendors or markets..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={100}
        className="pl-9"
      />
    </div>
  );
}
