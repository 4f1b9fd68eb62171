import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export function MarketSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useMessages(en);
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-sm">
      <Label htmlFor={id} className="sr-only">
        {t('searchMarkets')}
      </Label>
      <Search
        aria-hidden
        className="pointer-events-none absolute inset-y-0 left-3 my-auto size-4 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('searchPlaceholder')}
        className="pl-9"
      />
    </div>
  );
}
