import { CalendarPlusIcon, CheckIcon, CopyIcon, RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCalendarFeed, useResetCalendarFeed } from '@/entities/season/vendor-calendar-feed';
import { useCopyText } from '@/hooks/use-copy-text';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The vendor's private calendar link (docs/season.md "Calendars"): their market days at every market, in any
// calendar app that subscribes to it. Reset makes a new link when the old one was shared by mistake.
export function CalendarFeedCard() {
  const t = useMessages(en);
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const { isCopied, copy } = useCopyText({
    copied: t('calendarCopied'),
    failed: t('calendarCopyFailed'),
  });
  const [isResetOpen, setIsResetOpen] = useState(false);

  return (
    <SectionCard
      titleId="calendar-feed-title"
      title={t('calendarTitle')}
      description={t('calendarDescription')}
      contentClassName="grid gap-3"
    >
      {feed.isPending ? (
        <Skeleton className="h-9 w-full" />
      ) : feed.error ? (
        <p className="text-destructive text-sm">{t('calendarLoadFailed')}</p>
      ) : (
        <>
          <div className="flex gap-2">
            <Input
              readOnly
              value={feed.data.url}
              aria-label={t('calendarLink')}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="button" variant="outline" onClick={() => copy(feed.data.url)}>
              {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
              {t('copy')}
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="ghost" size="sm">
              <a href={feed.data.url.replace(/^https?:/, 'webcal:')}>
                <CalendarPlusIcon aria-hidden="true" />
                {t('openInCalendar')}
              </a>
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setIsResetOpen(true)}>
              <RotateCcwIcon aria-hidden="true" />
              {t('resetLink')}
            </Button>
          </div>
        </>
      )}
      <ConfirmActionDialog
        open={isResetOpen}
        onOpenChange={setIsResetOpen}
        title={t('resetTitle')}
        description={t('resetDescription')}
        confirmText={t('resetLink')}
        confirmVariant="destructive"
        mutation={reset}
        variables={undefined}
      />
    </SectionCard>
  );
}
