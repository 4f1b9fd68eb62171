import type { Address, Market } from '@marketday/shared';
import { CalendarDays, Mail, MapPin, Phone, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { dayAndHours, marketSeason } from '../market-schedule';

function addressLines(address: Address | null, city: string | null): string[] {
  if (!address?.street) return city ? [city] : [];
  const street = [address.street, address.street_2].filter(Boolean).join(', ');
  return [street, `${address.city ?? ''}, ${address.state ?? ''} ${address.postal_code ?? ''}`.trim()];
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2">
      <span className="mt-0.5 shrink-0 text-primary [&_svg]:size-4">{icon}</span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

const linkClass = 'underline-offset-4 hover:underline focus-visible:underline';

// The page subtitle: when the market runs, where, and how to reach it.
export function MarketOverview({ market }: { market: Market }) {
  const address = addressLines(market.address, market.city);
  return (
    <ul className="mt-1 grid gap-1.5 text-sm tabular-nums sm:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] sm:gap-x-6">
      <Line icon={<CalendarDays aria-hidden />}>{dayAndHours(market)}</Line>
      <Line icon={<Sun aria-hidden />}>{marketSeason(market)}</Line>
      {address.length > 0 ? (
        <Line icon={<MapPin aria-hidden />}>
          {address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </Line>
      ) : null}
      {market.contact_email ? (
        <Line icon={<Mail aria-hidden />}>
          <a href={`mailto:${market.contact_email}`} className={linkClass}>
            {market.contact_email}
          </a>
        </Line>
      ) : null}
      {market.contact_phone ? (
        <Line icon={<Phone aria-hidden />}>
          <a href={`tel:${market.contact_phone}`} className={linkClass}>
            {market.contact_phone}
          </a>
        </Line>
      ) : null}
    </ul>
  );
}
