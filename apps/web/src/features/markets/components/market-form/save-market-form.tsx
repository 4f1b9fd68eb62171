import type { Market, MarketInput } from '@marketday/shared';
import { useNavigate } from 'react-router';
import { useAlerts } from '@/components/ui/alerts-provider';
import { paths } from '@/config/paths';
import { useCreateMarket, useUpdateMarket } from '@/entities/markets/save-market';
import { sayShared } from '@/lib/i18n/use-messages';
import { marketLinks } from '../../market-links';
import { MarketForm } from './market-form';

type Saved = { message: string; data: Market };

function useSaveHandler(save: (input: MarketInput) => Promise<Saved>) {
  const navigate = useNavigate();
  const { showSuccess } = useAlerts();
  // A refusal is shown by the form.
  return async (input: MarketInput) => {
    const result = await save(input);
    showSuccess(sayShared(result.message));
    navigate(marketLinks.detail(result.data.id));
  };
}

export function CreateMarketForm() {
  const createMarket = useCreateMarket();
  const onSubmit = useSaveHandler(createMarket.mutateAsync);
  return <MarketForm cancelTo={paths.markets} onSubmit={onSubmit} />;
}

export function EditMarketForm({ market }: { market: Market }) {
  const updateMarket = useUpdateMarket(market.id);
  const onSubmit = useSaveHandler(updateMarket.mutateAsync);
  return <MarketForm market={market} cancelTo={marketLinks.detail(market.id)} onSubmit={onSubmit} />;
}
