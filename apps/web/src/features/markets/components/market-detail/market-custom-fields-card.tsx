import { customFieldLabel, type Market } from '@marketday/shared';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { marketLinks } from '../../market-links';
import { DetailCard, EmptyNote } from './detail-card';

export function MarketCustomFieldsCard({ market }: { market: Market }) {
  const t = useMessages(en);
  const names = Object.keys(market.custom_fields);
  return (
    <DetailCard
      title={t('customFields')}
      action={{ to: marketLinks.settings(market.id), label: t('editFields') }}
    >
      {names.length === 0 ? (
        <EmptyNote>
          <p>{t('noCustomFields')}</p>
        </EmptyNote>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('customFields')}>
          {names.map((name) => (
            <li key={name}>
              <Badge variant="secondary" className="text-sm">
                {customFieldLabel(name)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
