import { ClipboardList, Coins, Inbox, type LucideIcon, Receipt, ShieldCheck, Smartphone } from 'lucide-react';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type Key = keyof typeof en;

const FEATURES: { icon: LucideIcon; title: Key; body: Key }[] = [
  { icon: Receipt, title: 'checkoutTitle', body: 'checkoutBody' },
  { icon: Coins, title: 'tokensTitle', body: 'tokensBody' },
  { icon: ClipboardList, title: 'reportsTitle', body: 'reportsBody' },
  { icon: ShieldCheck, title: 'documentsTitle', body: 'documentsBody' },
  { icon: Inbox, title: 'inboxTitle', body: 'inboxBody' },
  { icon: Smartphone, title: 'stallTitle', body: 'stallBody' },
];

export function FeatureGrid() {
  const t = useMessages(en);
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="features-title" className="font-bold text-3xl tracking-tight">
        {t('featuresTitle')}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, body }) => (
          <li key={title} className="rounded-xl border bg-card p-5 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-lg">{t(title)}</h3>
            <p className="mt-2 text-muted-foreground">{t(body)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
