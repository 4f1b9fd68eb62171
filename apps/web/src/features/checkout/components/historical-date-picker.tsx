import type { Season, Weekday } from '@marketday/shared';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type HistoricalDatePickerProps = {
  marketId: string;
  marketName: string;
  /** The market's zone (the default zone until the markets are loaded): "today" is the date there. */
  timeZone: string | undefined;
  /** The market's days, once loaded: another day asks to be confirmed before its checkout opens. */
  market?: { name: string; day_of_week: Weekday; season?: Season } | undefined;
};

// The calendar and its date library load after the checkout's first screen (docs/decisions/038).
const HistoricalDateDialog = lazyDialog(() =>
  import('./historical-date-dialog').then((m) => m.HistoricalDateDialog),
);

// docs/product.md §5: catching up on a past market day (the dialog picks the date).
export function HistoricalDatePicker(props: HistoricalDatePickerProps) {
  const t = useMessages(en);
  const [isOpen, setIsOpen] = useState(false);
  // Each opening is a new dialog (no date yet); it stays mounted while it closes, for its exit.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          setOpening((n) => n + 1);
          setIsOpen(true);
        }}
      >
        <History aria-hidden="true" />
        {t('pastDay')}
      </Button>
      {opening > 0 && (
        <HistoricalDateDialog key={opening} {...props} open={isOpen} onOpenChange={setIsOpen} />
      )}
    </>
  );
}
