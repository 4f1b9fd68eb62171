import { TRIAL_DAYS } from '@marketday/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { MarketIllustration } from '@/components/layouts/market-illustration';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function AboutHero() {
  return (
    <section aria-labelledby="about-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="font-semibold text-primary-foreground/85 text-sm uppercase tracking-wide">
            For farmers markets, managers and vendors
          </p>
          <h1
            id="about-title"
            className="mt-3 max-w-3xl text-balance font-bold text-4xl leading-tight md:text-5xl"
          >
            Close out market day at the stall, not at the kitchen table.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-primary-foreground/90">
            Marketday settles every vendor at the end of the day, keeps your market tokens balanced, writes
            the day report and reminds vendors before their permits and certificates run out.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="secondary">
              <Link to={`${paths.createAccount}?type=manager`}>
                Start your {TRIAL_DAYS}-day free trial
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
            >
              <Link to={paths.login}>Sign in</Link>
            </Button>
          </div>
        </div>
        <MarketIllustration className="hidden w-full lg:block" />
      </div>
    </section>
  );
}
