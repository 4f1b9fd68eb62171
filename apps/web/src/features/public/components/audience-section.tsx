import { TRIAL_DAYS } from '@marketday/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const AUDIENCES = [
  {
    title: 'For market managers',
    points: [
      'Set up markets with their days, hours, season and vendor fees',
      'Check out every vendor in minutes and print receipts on the spot',
      'Track tokens, transactions and day reports across all your markets',
      'See at a glance which vendors have documents past due',
    ],
    cta: { to: `${paths.createAccount}?type=manager`, label: `Try it free for ${TRIAL_DAYS} days` },
  },
  {
    title: 'For vendors',
    points: [
      'See your markets and the next market days in one list',
      'Upload certificates and permits once and get reminded before they expire',
      'Look back over your checkouts and receipts at any time',
      'Apply to new markets and hear back in your inbox',
    ],
    cta: { to: `${paths.createAccount}?type=vendor`, label: 'Create a vendor account' },
  },
];

export function AudienceSection() {
  return (
    <section aria-label="Who Marketday is for" className="bg-muted/60">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 md:grid-cols-2">
        {AUDIENCES.map((audience) => (
          <div key={audience.title} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
            <h2 className="font-bold text-2xl tracking-tight">{audience.title}</h2>
            <ul className="mt-4 grid flex-1 gap-3">
              {audience.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <Button asChild size="lg" className="mt-6 w-full sm:w-auto sm:self-start">
              <Link to={audience.cta.to}>{audience.cta.label}</Link>
            </Button>
          </div>
        ))}
      </div>
    </section>
  );
}
