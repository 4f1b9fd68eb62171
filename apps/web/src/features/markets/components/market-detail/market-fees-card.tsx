import { FEE_TEXT, formatCents, type Market } from '@marketday/shared';
import { marketGovFeeCents } from '@/entities/markets/market-money';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { marketLinks } from '../../market-links';
import { describeFee } from '../fee-description';
import { DetailCard } from './detail-card';

export function MarketFeesCard({ market }: { market: Market }) {
  return (
    <DetailCard title="Fees" action={{ to: marketLinks.settings(market.id), label: 'Edit fees' }}>
      <dl className="grid gap-3 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <dt className="font-medium">Government fee</dt>
          <dd className="tabular-nums">{formatCents(marketGovFeeCents(market))} per checkout</dd>
        </div>
        {market.vendor_fees.length === 0 ? (
          <p className="text-muted-foreground">{FEE_TEXT.noFees}</p>
        ) : (
          market.vendor_fees.map((fee) => (
            <div
              key={fee.vendor_type}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1"
            >
              <dt>
                <VendorTypeBadge type={fee.vendor_type} />
              </dt>
              <dd className="tabular-nums">{describeFee(fee)}</dd>
            </div>
          ))
        )}
      </dl>
    </DetailCard>
  );
}
