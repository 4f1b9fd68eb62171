import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

// Shown for routes of the spec whose screens ship in a later milestone, so the menu never dead-ends.
export function UpcomingScreen({ title }: { title: string }) {
  return (
    <PageLayout title={title}>
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <Construction className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium text-lg">{title} is not available yet.</p>
          <p className="max-w-md text-muted-foreground text-sm">
            This part of Marketday is still being built. Your data is safe, and this page will fill in as soon
            as it ships.
          </p>
          <Button asChild variant="outline">
            <Link to={paths.home}>Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </PageLayout>
  );
}
