import { CalendarDays, Handshake, type LucideIcon, Megaphone, Users } from 'lucide-react';

const SECTIONS: { icon: LucideIcon; title: string; body: string[] }[] = [
  {
    icon: Handshake,
    title: 'Vendors apply, managers decide',
    body: [
      'Vendors apply to a market from their account with a short message, the products they plan to bring and the documents the market asks for.',
      'The manager approves or declines with a reason, and both sides hear about it in their inbox. Approved vendors show up in the market straight away, ready for their first checkout.',
    ],
  },
  {
    icon: Users,
    title: 'Associations',
    body: [
      'Farmers market associations and cooperatives can group their members in Marketday. An association shares an access code with its vendors, who use it to join, up to the number of places the association sets.',
      'If you run an association and want to use Marketday, write to us and we will set it up with you.',
    ],
  },
  {
    icon: Megaphone,
    title: 'Market updates',
    body: [
      'Managers can send one message to every vendor at a market: a changed layout, a weather closure or a new token program. It arrives in each vendor’s inbox, and by e-mail if they have turned e-mail notifications on.',
    ],
  },
  {
    icon: CalendarDays,
    title: 'Town halls',
    body: [
      'A few times a year we hold open online town halls where managers and vendors share what works at their markets and tell us what to build next. Invitations and recaps go out by e-mail to everyone with an account; you can turn them off at any time.',
    ],
  },
];

export function CommunitySections() {
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
            {title}
          </h2>
          {body.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
