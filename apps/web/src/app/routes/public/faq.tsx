import { PublicLayout } from '@/components/layouts/public-layout';
import { FaqList } from '@/features/public/components/faq-list';
import { PageIntro } from '@/features/public/components/page-intro';

export function FaqPage() {
  return (
    <PublicLayout title="FAQ">
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12">
        <PageIntro title="Frequently asked questions">
          <p>Answers for market managers and vendors. Can't find yours? Write to hello@marketday.example.</p>
        </PageIntro>
        <FaqList />
      </div>
    </PublicLayout>
  );
}
