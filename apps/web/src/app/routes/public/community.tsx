import { Mail } from 'lucide-react';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Button } from '@/components/ui/button';
import { CommunitySections } from '@/features/public/components/community-sections';
import { PageIntro } from '@/features/public/components/page-intro';

const CONTACT_EMAIL = 'hello@marketday.example';

export function CommunityPage() {
  return (
    <PublicLayout title="Community">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12">
        <PageIntro title="Markets and vendors, better connected">
          <p>
            A good market depends on the people behind the stalls. Marketday keeps managers, vendors and
            associations in touch from the first application to the last market day of the season.
          </p>
        </PageIntro>
        <CommunitySections />
        <section
          aria-labelledby="community-contact"
          className="flex flex-col gap-4 rounded-xl bg-primary p-6 text-primary-foreground md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="community-contact" className="font-semibold text-xl">
              Talk to us
            </h2>
            <p className="mt-2 text-primary-foreground/90">
              Ideas, questions or an association to bring on board: we read every message.
            </p>
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
