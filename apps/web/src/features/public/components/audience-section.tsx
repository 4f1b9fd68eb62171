import { TRIAL_DAYS } from '@marketday/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type Key = keyof typeof en;

const AUDIENCES: { title: Key; points: Key[]; cta: { to: string; label: Key } }[] = [
  {
    title: 'managersTitle',
    points: ['managersPoint1', 'managersPoint2', 'managersPoint3', 'managersPoint4'],
    cta: { to: `${paths.createAccount}?type=manager`, label: 'managersCta' },
  },
  {
    title: 'vendorsTitle',
    points: ['vendorsPoint1', 'vendorsPoint2', 'vendorsPoint3', 'vendorsPoint4'],
    cta: { to: `${paths.createAccount}?type=vendor`, label: 'vendorsCta' },
  },
];

export function AudienceSection() {
  const t = useMessages(en);
  return (
    <section aria-label={t('audienceLabel')} className="bg-muted/60">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 md:grid-cols-2">
        {AUDIENCES.map((audience) => (
          <div key={audience.title} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
            <h2 className="font-bold text-2xl tracking-tight">{t(audience.title)}</h2>
            <ul className="mt-4 grid flex-1 gap-3">
              {audience.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>{t(point)}</span>
                </li>
              ))}
            </ul>
            <Button asChild size="lg" className="mt-6 w-full sm:w-auto sm:self-start">
              <Link to={audience.cta.to}>{t(audience.cta.label, { days: TRIAL_DAYS })}</Link>
            </Button>
          </div>
        ))}
      </div>
    </section>
  );
}
