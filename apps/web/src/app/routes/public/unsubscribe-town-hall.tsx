import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// Where each name of a screen or setting goes in the sentence, so translations may put them in their own order.
const ACCOUNT = '\uE000';
const SETTING = '\uE001';

// Reached from the link in a town-hall e-mail; the link itself records the choice.
export function UnsubscribeTownHallPage() {
  const t = useMessages(en);
  const named = { [ACCOUNT]: t('accountPage'), [SETTING]: t('emailMeSetting') };
  const other = t('unsubscribedOther', { account: ACCOUNT, setting: SETTING })
    .split(/([\uE000\uE001])/)
    .map((part, index) =>
      part === ACCOUNT || part === SETTING ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts never move
        <strong key={index} className="text-foreground">
          {named[part]}
        </strong>
      ) : (
        part
      ),
    );
  return (
    <PublicLayout title={t('unsubscribedTitle')}>
      <div className="mx-auto max-w-xl px-4 py-16">
        <section
          aria-labelledby="unsubscribe-title"
          className="rounded-xl border bg-card p-6 text-center shadow-sm md:p-8"
        >
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-primary">
            <MailCheck className="size-7" aria-hidden="true" />
          </span>
          <h1 id="unsubscribe-title" className="mt-5 font-bold text-2xl tracking-tight">
            {t('unsubscribedHeading')}
          </h1>
          <p className="mt-3 text-muted-foreground">{t('unsubscribedBody')}</p>
          {/* The one e-mail preference an account has: a vendor's "E-mail me notifications" on Account. */}
          <p className="mt-3 text-muted-foreground">{other}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.login}>{t('signIn')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.about}>{t('backToMarketday')}</Link>
            </Button>
          </div>
        </section>
      </div>
    </PublicLayout>
  );
}
