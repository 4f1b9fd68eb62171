import { FEE_TEXT, formatCents, type Market } from '@marketday/shared';
import { marketGovFeeCents } from '@/entities/markets/market-money';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { marketLinks } from '../../market-links';
import { describeFee } from '../fee-description';
import { DetailCard } from './detail-card';

export function MarketFeesCard({ market }: { market: Market }) {
  const t = useMessages(en);
  return (
    <DetailCard title={t('fees')} action={{ to: marketLinks.settings(market.id), label: t('editFees') }}>
      <dl className="grid gap-3 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <dt className="font-medium">{t('govFee')}</dt>
          <dd className="tabular-nums">
            {t('perCheckout', { amount: formatCents(marketGovFeeCents(market)) })}
          </dd>
        </div>
        {market.vendor_fees.length === 0 ? (
          <p className="text-muted-foreground">{sayShared(FEE_TEXT.noFees)}</p>
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
