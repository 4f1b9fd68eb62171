import type { Address, Market } from '@marketday/shared';
import { CalendarDays, Mail, MapPin, Phone, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocale } from '@/lib/i18n/use-messages';
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

// An e-mail or phone line that opens the mail app or dials; none when the market gave none.
function ContactLine({
  icon,
  scheme,
  value,
}: {
  icon: ReactNode;
  scheme: 'mailto' | 'tel';
  value: string | null;
}) {
  if (!value) return null;
  return (
    <Line icon={icon}>
      <a href={`${scheme}:${value}`} className="underline-offset-4 hover:underline focus-visible:underline">
        {value}
      </a>
    </Line>
  );
}

// The page subtitle: when the market runs, where, and how to reach it.
export function MarketOverview({ market }: { market: Market }) {
  // The day and the season are said in the language shown.
  useLocale();
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
      <ContactLine icon={<Mail aria-hidden />} scheme="mailto" value={market.contact_email} />
      <ContactLine icon={<Phone aria-hidden />} scheme="tel" value={market.contact_phone} />
    </ul>
  );
}
