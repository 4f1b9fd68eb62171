import { CalendarDays, Handshake, type LucideIcon, Megaphone, Users } from 'lucide-react';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type Key = keyof typeof en;

const SECTIONS: { icon: LucideIcon; title: Key; body: Key[] }[] = [
  { icon: Handshake, title: 'applyTitle', body: ['applyBody1', 'applyBody2'] },
  { icon: Users, title: 'associationsTitle', body: ['associationsBody1', 'associationsBody2'] },
  { icon: Megaphone, title: 'updatesTitle', body: ['updatesBody'] },
  { icon: CalendarDays, title: 'townHallsTitle', body: ['townHallsBody'] },
];

export function CommunitySections() {
  const t = useMessages(en);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {SECTIONS.map(({ icon: Icon, title, body }, index) => (
        <section
          key={title}
          aria-labelledby={`community-section-${index}`}
          className="rounded-xl border bg-card p-6 shadow-sm"
        >
          <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h2 id={`community-section-${index}`} className="mt-4 font-semibold text-xl">
            {t(title)}
          </h2>
          {body.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-muted-foreground">
              {t(paragraph)}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
