import { ClipboardList, Coins, Inbox, type LucideIcon, Receipt, ShieldCheck, Smartphone } from 'lucide-react';

const FEATURES: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Receipt,
    title: 'End-of-day checkout',
    body: "Enter each vendor's gross sales and turned-in tokens. Marketday applies their fee, adds the government fee and shows exactly who owes whom, with a receipt to print or e-mail.",
  },
  {
    icon: Coins,
    title: 'Market tokens',
    body: 'Run as many token programs as you need, from food-assistance matches to market bucks. Every deposit, withdrawal and redemption lands in a ledger, so balances always add up.',
  },
  {
    icon: ClipboardList,
    title: 'Day reports',
    body: 'Totals for the day appear as you check vendors out. Add other income and expenses and the direct deposit figure is worked out for you.',
  },
  {
    icon: ShieldCheck,
    title: 'Compliance documents',
    body: 'Keep certified producer certificates, permits, insurance and health permits in one place. Expiring documents are flagged well before inspection day.',
  },
  {
    icon: Inbox,
    title: 'Inbox',
    body: 'Send market updates to every vendor at once. Vendors see them next to reminders about their documents and answers to their applications.',
  },
  {
    icon: Smartphone,
    title: 'Made for the stall',
    body: 'Large buttons, strong contrast for bright sun, and screens that work on a phone as well as on a laptop in the market office.',
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="features-title" className="font-bold text-3xl tracking-tight">
        Everything market day needs
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, body }) => (
          <li key={title} className="rounded-xl border bg-card p-5 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-lg">{title}</h3>
            <p className="mt-2 text-muted-foreground">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
