import { Link } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AboutHero } from '@/features/public/components/about-hero';
import { AudienceSection } from '@/features/public/components/audience-section';
import { FeatureGrid } from '@/features/public/components/feature-grid';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function AboutPage() {
  const t = useMessages(en);
  return (
    <PublicLayout title={t('aboutTitle')}>
      <AboutHero />
      <FeatureGrid />
      <AudienceSection />
      <section aria-labelledby="about-cta" className="mx-auto max-w-6xl px-4 py-14 text-center">
        <h2 id="about-cta" className="font-bold text-3xl tracking-tight">
          {t('aboutCtaTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-muted-foreground">{t('aboutCtaBody')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.createAccount}>{t('signUp')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.login}>{t('signIn')}</Link>
          </Button>
        </div>
      </section>
    </PublicLayout>
  );
}
