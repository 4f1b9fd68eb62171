import { customFieldLabel, type Market } from '@marketday/shared';
import { Badge } from '@/components/ui/badge';
import { marketLinks } from '../../market-links';
import { DetailCard, EmptyNote } from './detail-card';

export function MarketCustomFieldsCard({ market }: { market: Market }) {
  const names = Object.keys(market.custom_fields);
  return (
    <DetailCard title="Custom fields" action={{ to: marketLinks.settings(market.id), label: 'Edit fields' }}>
      {names.length === 0 ? (
        <EmptyNote>
          <p>No Custom Fields. Add fields to collect extra information at each checkout.</p>
        </EmptyNote>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Custom fields">
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
