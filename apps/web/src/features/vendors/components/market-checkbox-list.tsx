import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

type MarketOption = { id: string; name: string };

type MarketCheckboxListProps = {
  idPrefix: string;
  legend: string;
  markets: MarketOption[];
  value: string[];
  onChange: (marketIds: string[]) => void;
  emptyText: string;
  hint?: string;
};

// A fieldset of 44 px rows so each market is easy to tick on a phone.
export function MarketCheckboxList({
  idPrefix,
  legend,
  markets,
  value,
  onChange,
  emptyText,
  hint,
}: MarketCheckboxListProps) {
  const hintId = hint ? `${idPrefix}-hint` : undefined;
  function toggle(marketId: string, isChecked: boolean) {
    onChange(isChecked ? [...value, marketId] : value.filter((id) => id !== marketId));
  }

  return (
    <fieldset className="grid gap-1" aria-describedby={hintId}>
      <legend className="mb-1 font-medium text-sm">{legend}</legend>
      {hint && (
        <p id={hintId} className="mb-1 text-muted-foreground text-sm">
          {hint}
        </p>
      )}
      {markets.length === 0 ? (
        <p className="text-muted-foreground text-sm">{emptyText}</p>
      ) : (
        <ul className="grid gap-0.5">
          {markets.map((market) => {
            const id = `${idPrefix}-${market.id}`;
            return (
              <li key={market.id} className="flex min-h-11 items-center gap-3">
                <Checkbox
                  id={id}
                  checked={value.includes(market.id)}
                  onCheckedChange={(checked) => toggle(market.id, checked === true)}
                />
                <Label htmlFor={id} className="min-h-11 flex-1 font-normal">
                  {market.name}
                </Label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
