import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

// Reached from the link in a town-hall e-mail; the link itself records the choice.
export function UnsubscribeTownHallPage() {
  return (
    <PublicLayout title="Unsubscribed">
      <div className="mx-auto max-w-xl px-4 py-16">
        <section
          aria-labelledby="unsubscribe-title"
          className="rounded-xl border bg-card p-6 text-center shadow-sm md:p-8"
        >
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-primary">
            <MailCheck className="size-7" aria-hidden="true" />
          </span>
          <h1 id="unsubscribe-title" className="mt-5 font-bold text-2xl tracking-tight">
            You're unsubscribed from town-hall e-mails
          </h1>
          <p className="mt-3 text-muted-foreground">
            We won't send you any more invitations or recaps for Marketday town halls. E-mails about your
            markets, documents and account are not affected.
          </p>
          {/* The one e-mail preference an account has: a vendor's "E-mail me notifications" on Account. */}
          <p className="mt-3 text-muted-foreground">
            The other e-mails a vendor gets, market updates and document reminders, are set in your account:
            sign in, open <strong className="text-foreground">Account</strong> and tick or clear{' '}
            <strong className="text-foreground">E-mail me notifications</strong>. They always reach your
            Marketday inbox as well.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.login}>Sign in</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.about}>Back to Marketday</Link>
            </Button>
          </div>
        </section>
      </div>
    </PublicLayout>
  );
}
