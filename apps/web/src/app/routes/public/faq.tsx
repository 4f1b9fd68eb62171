import { PublicLayout } from '@/components/layouts/public-layout';
import { FaqList } from '@/features/public/components/faq-list';
import { PageIntro } from '@/features/public/components/page-intro';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function FaqPage() {
  const t = useMessages(en);
  return (
    <PublicLayout title={t('faqTitle')}>
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12">
        <PageIntro title={t('faqHeading')}>
          <p>{t('faqIntro')}</p>
        </PageIntro>
        <FaqList />
      </div>
    </PublicLayout>
  );
}
