import { CalendarCheck, Coins, FileWarning, Inbox, Store, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSelf } from '@/lib/auth';

const SHORTCUTS = [
  {
    to: paths.checkoutOptions,
    label: 'Checkout',
    text: 'Check vendors out at the end of the day.',
    icon: CalendarCheck,
  },
  { to: paths.markets, label: 'Markets', text: 'Days, hours, fees and rules.', icon: Store },
  { to: paths.vendors, label: 'Vendors', text: 'Who sells at your markets.', icon: Users },
  { to: paths.tokens, label: 'Tokens', text: 'Market currency and its ledger.', icon: Coins },
  {
    to: paths.documents,
    label: 'Documents',
    text: 'Permits, certificates and insurance.',
    icon: FileWarning,
  },
  { to: paths.inbox, label: 'Inbox', text: 'Messages to and from vendors.', icon: Inbox },
];

export function ManagerHomePage() {
  const { data: self } = useSelf();
  const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(),
  );
  return (
    <PageLayout title="Welcome!" subtitle={self ? `${self.display_name} · ${today}` : today}>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {SHORTCUTS.map(({ to, label, text, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Card className="h-full transition-colors hover:bg-accent/50">
              <CardHeader className="flex-row items-center gap-3">
                <Icon className="size-6 shrink-0 text-primary" aria-hidden />
                <div>
                  <CardTitle className="text-base">{label}</CardTitle>
                  <CardDescription>{text}</CardDescription>
                </div>
              </CardHeader>
            </Card>
          </Link>
        ))}
      </div>
    </PageLayout>
  );
}
