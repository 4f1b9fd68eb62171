import { LabelledSelect } from '@/components/ui/option-select';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// Radix Select items cannot have an empty value (docs/product.md §2), so "every market" is spelled 'all'.
const ALL_MARKETS = 'all';

type MarketFilterSelectProps = {
  id: string;
  markets: { id: string; name: string }[];
  /** The chosen market; null for every market. */
  marketId: string | null;
  onChange: (marketId: string | null) => void;
};

// A list's market filter (the transactions and the reports): every market, or one of them.
export function MarketFilterSelect({ id, markets, marketId, onChange }: MarketFilterSelectProps) {
  const t = useMessages(en);
  return (
    <LabelledSelect
      id={id}
      label={t('marketFilter')}
      value={marketId ?? ALL_MARKETS}
      onChange={(value) => onChange(value === ALL_MARKETS ? null : value)}
      options={[
        { value: ALL_MARKETS, label: t('allMarkets') },
        ...markets.map((m) => ({ value: m.id, label: m.name })),
      ]}
    />
  );
}
