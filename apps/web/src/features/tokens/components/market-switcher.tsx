import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type MarketSwitcherProps = {
  markets: { id: string; name: string }[];
  value: string;
  onChange: (marketId: string) => void;
};

export function MarketSwitcher({ markets, value, onChange }: MarketSwitcherProps) {
  const t = useMessages(en);
  return (
    <div className="grid gap-2 sm:max-w-xs">
      <Label htmlFor="tokens-market">{t('market')}</Label>
      <OptionSelect
        value={value}
        onValueChange={onChange}
        options={markets.map((market) => ({ value: market.id, label: market.name }))}
        aria={{ id: 'tokens-market' }}
      />
    </div>
  );
}
