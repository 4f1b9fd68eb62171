import { ArrowRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The expired documents card's title and words, drawn with the page's first screen while its table (TanStack Table)
// loads: they are the home's largest text, so the screen counts as drawn only once they are (issue 32, Lighthouse's
// largest contentful paint).
export function ExpiredDocumentsFrame({ children }: { children: ReactNode }) {
  const t = useMessages(en);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>{t('expiredDocuments')}</CardTitle>
          <CardDescription>{t('expiredDocumentsDescription')}</CardDescription>
        </div>
        <Link
          to={paths.documents}
          className="inline-flex min-h-11 items-center gap-1 font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          {t('allDocuments')}
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Link>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
