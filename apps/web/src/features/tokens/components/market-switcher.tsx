import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type MarketSwitcherProps = {
  markets: { id: string; name: string }[];
  value: string;
  onChange: (marketId: string) => void;
};

export function MarketSwitcher({ markets, value, onChange }: MarketSwitcherProps) {
  return (
    <div className="grid gap-2 sm:max-w-xs">
      <Label htmlFor="tokens-market">Market</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id="tokens-market">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {markets.map((market) => (
            <SelectItem key={market.id} value={market.id}>
              {market.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
