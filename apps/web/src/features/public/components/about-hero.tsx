import { TRIAL_DAYS } from '@marketday/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { MarketIllustration } from '@/components/layouts/market-illustration';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export function AboutHero() {
  const t = useMessages(en);
  return (
    <section aria-labelledby="about-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="font-semibold text-primary-foreground/85 text-sm uppercase tracking-wide">
            {t('heroKicker')}
          </p>
          <h1
            id="about-title"
            className="mt-3 max-w-3xl text-balance font-bold text-4xl leading-tight md:text-5xl"
          >
            {t('heroTitle')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-primary-foreground/90">{t('heroBody')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {/* The offer may wrap on a phone: in Spanish it is longer than the screen is wide. */}
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="h-auto min-h-10 whitespace-normal py-2 text-center"
            >
              <Link to={`${paths.createAccount}?type=manager`}>
                {t('heroTrial', { days: TRIAL_DAYS })}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
            >
              <Link to={paths.login}>{t('signIn')}</Link>
            </Button>
          </div>
        </div>
        <MarketIllustration className="hidden w-full lg:block" />
      </div>
    </section>
  );
}
