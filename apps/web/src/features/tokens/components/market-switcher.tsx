import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';

type MarketSwitcherProps = {
  markets: { id: string; name: string }[];
  value: string;
  onChange: (marketId: string) => void;
};

export function MarketSwitcher({ markets, value, onChange }: MarketSwitcherProps) {
  return (
    <div className="grid gap-2 sm:max-w-xs">
      <Label htmlFor="tokens-market">Market</Label>
      <OptionSelect
        value={value}
        onValueChange={onChange}
        options={markets.map((market) => ({ value: market.id, label: market.name }))}
        aria={{ id: 'tokens-market' }}
      />
    </div>
  );
}
