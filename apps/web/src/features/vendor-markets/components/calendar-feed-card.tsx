import { CalendarPlusIcon, CheckIcon, CopyIcon, RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCalendarFeed, useResetCalendarFeed } from '@/entities/season/vendor-calendar-feed';
import { useCopyText } from '@/hooks/use-copy-text';

// The vendor's private calendar link (docs/season.md "Calendars"): their market days at every market, in any
// calendar app that subscribes to it. Reset makes a new link when the old one was shared by mistake.
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const { isCopied, copy } = useCopyText({
    copied: 'Calendar link copied.',
    failed: 'Could not copy the link. Select it and copy it instead.',
  });
  const [isResetOpen, setIsResetOpen] = useState(false);

  return (
    <SectionCard
      titleId="calendar-feed-title"
      title="Your market days in your calendar"
      description="Subscribe to this private link in Google Calendar, Apple Calendar or Outlook: your market days at every market, updated when a date is cancelled or added. Keep it to yourself."
      contentClassName="grid gap-3"
    >
      {feed.isPending ? (
        <Skeleton className="h-9 w-full" />
      ) : feed.error ? (
        <p className="text-destructive text-sm">Your calendar link could not be loaded. Try again later.</p>
      ) : (
        <>
          <div className="flex gap-2">
            <Input
              readOnly
              value={feed.data.url}
              aria-label="Your calendar link"
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="button" variant="outline" onClick={() => copy(feed.data.url)}>
              {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
              Copy
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="ghost" size="sm">
              <a href={feed.data.url.replace(/^https?:/, 'webcal:')}>
                <CalendarPlusIcon aria-hidden="true" />
                Open in my calendar app
              </a>
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setIsResetOpen(true)}>
              <RotateCcwIcon aria-hidden="true" />
              Reset link
            </Button>
          </div>
        </>
      )}
      <ConfirmActionDialog
        open={isResetOpen}
        onOpenChange={setIsResetOpen}
        title="Reset your calendar link?"
        description="The current link stops working at once: calendars subscribed to it no longer update. Subscribe again with the new link."
        confirmText="Reset link"
        confirmVariant="destructive"
        mutation={reset}
        variables={undefined}
      />
    </SectionCard>
  );
}
