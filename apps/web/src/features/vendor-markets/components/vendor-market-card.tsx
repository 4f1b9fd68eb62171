import type { VendorMarket } from '@marketday/shared';
import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useVendorDates } from '@/entities/vendor-dates/list-vendor-dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { nextScheduledDate } from '../vendor-dates';
import { DocumentNeeds, type RenderDocumentStatus } from './document-needs';
import { MarketRulesDisclosure } from './market-rules-disclosure';
import { addressText, scheduleText } from './market-schedule-text';
import { MyDates } from './my-dates';
import { NextMarketDays } from './next-market-days';

type VendorMarketCardProps = { market: VendorMarket; renderStatus: RenderDocumentStatus };

export function VendorMarketCard({ market, renderStatus }: VendorMarketCardProps) {
  const t = useMessages(en);
  const id = useId();
  const address = addressText(market.address);
  const dates = useVendorDates(market.id);
  const nextDate = dates.data ? (nextScheduledDate(dates.data.dates, market.today) ?? null) : undefined;
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{market.name}</CardTitle>
        <CardDescription>{scheduleText(market)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <NextMarketDays
          days={market.next_market_days}
          today={market.today}
          headingId={`${id}-days`}
          nextDate={nextDate}
        />
        <MyDates
          marketId={market.id}
          marketName={market.name}
          today={market.today}
          headingId={`${id}-my-dates`}
          query={dates}
        />
        {(address || market.contact_phone || market.contact_email) && (
          <ul className="grid gap-1.5 text-sm">
            {address && (
              <ContactLine icon={<MapPinIcon aria-hidden="true" className="size-4" />}>
                <span className="sr-only">{t('addressPrefix')}</span>
                {address}
              </ContactLine>
            )}
            {market.contact_phone && (
              <ContactLine icon={<PhoneIcon aria-hidden="true" className="size-4" />}>
                <a href={`tel:${market.contact_phone}`} className="underline-offset-4 hover:underline">
                  <span className="sr-only">{t('phonePrefix')}</span>
                  {market.contact_phone}
                </a>
              </ContactLine>
            )}
            {market.contact_email && (
              <ContactLine icon={<MailIcon aria-hidden="true" className="size-4" />}>
                <a
                  href={`mailto:${market.contact_email}`}
                  className="break-all underline-offset-4 hover:underline"
                >
                  <span className="sr-only">{t('emailPrefix')}</span>
                  {market.contact_email}
                </a>
              </ContactLine>
            )}
          </ul>
        )}
        <DocumentNeeds documents={market.documents} renderStatus={renderStatus} headingId={`${id}-docs`} />
        <MarketRulesDisclosure rules={market.rules} />
      </CardContent>
    </Card>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 text-muted-foreground">{icon}</span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}
