import { Mail } from 'lucide-react';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Button } from '@/components/ui/button';
import { CommunitySections } from '@/features/public/components/community-sections';
import { PageIntro } from '@/features/public/components/page-intro';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

const CONTACT_EMAIL = 'hello@marketday.example';

export function CommunityPage() {
  const t = useMessages(en);
  return (
    <PublicLayout title={t('communityTitle')}>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12">
        <PageIntro title={t('communityHeading')}>
          <p>{t('communityIntro')}</p>
        </PageIntro>
        <CommunitySections />
        <section
          aria-labelledby="community-contact"
          className="flex flex-col gap-4 rounded-xl bg-primary p-6 text-primary-foreground md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="community-contact" className="font-semibold text-xl">
              {t('talkToUs')}
            </h2>
            <p className="mt-2 text-primary-foreground/90">{t('talkToUsBody')}</p>
          </div>
          <Button asChild size="lg" variant="secondary">
            <a href={`mailto:${CONTACT_EMAIL}`}>
              <Mail aria-hidden="true" />
              {CONTACT_EMAIL}
            </a>
          </Button>
        </section>
      </div>
    </PublicLayout>
  );
}
