import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type ChartCardProps = {
  id: string;
  title: string;
  description: string;
  /** Read out instead of the drawing, which a screen reader cannot follow. */
  summary: string;
  isEmpty: boolean;
  isLoading: boolean;
  children: ReactNode;
};

export function ChartCard({ id, title, description, summary, isEmpty, isLoading, children }: ChartCardProps) {
  const t = useMessages(en);
  return (
    <Card className="min-w-0 gap-3" role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="text-base">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="min-w-0 px-2 sm:px-4">
        {isLoading ? (
          <Skeleton className="h-60 w-full" />
        ) : isEmpty ? (
          <p className="flex h-40 items-center justify-center text-center text-muted-foreground text-sm">
            {t('nothingToChart')}
          </p>
        ) : (
          <figure className="m-0">
            <div aria-hidden="true">{children}</div>
            <figcaption className="sr-only">{summary}</figcaption>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
