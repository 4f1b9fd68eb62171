import { ArchiveIcon, InboxIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export function InboxSkeleton() {
  const t = useMessages(en);
  return (
    <Card aria-busy="true" aria-label={t('loadingMessages')} className="gap-0 py-0">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-start gap-3 border-b px-3 py-3 last:border-b-0">
          <Skeleton className="mt-1 size-5" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </Card>
  );
}

export function InboxEmpty({ isArchivedView }: { isArchivedView: boolean }) {
  const t = useMessages(en);
  const Icon = isArchivedView ? ArchiveIcon : InboxIcon;
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-semibold text-lg">{isArchivedView ? t('noArchived') : t('inboxEmpty')}</p>
      </CardContent>
    </Card>
  );
}
