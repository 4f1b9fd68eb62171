import type { VendorDate } from '@marketday/shared';
import { CalendarMinusIcon, CalendarPlusIcon, UndoIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import {
  actionFor,
  boothText,
  changesClosedText,
  STATUS_BADGE_VARIANT,
  type VendorDateAction,
  vendorDateStatusLabel,
  vendorDayLabel,
} from '../vendor-dates';

type VendorDateRowProps = {
  date: VendorDate;
  today: string;
  deadlineHours: number;
  /** A change to this date is on its way to the server. */
  isPending: boolean;
  onAction: (action: VendorDateAction, date: string) => void;
};

const ACTIONS = {
  DROP: { text: 'dropThisDate', icon: CalendarMinusIcon },
  REQUEST: { text: 'askToSell', icon: CalendarPlusIcon },
  WITHDRAW: { text: 'withdrawRequest', icon: UndoIcon },
} as const;

// One of the market's dates as it stands for the vendor, with the one change they may still make.
export function VendorDateRow({ date, today, deadlineHours, isPending, onAction }: VendorDateRowProps) {
  const t = useMessages(en);
  const action = actionFor(date);
  const day = vendorDayLabel(date.date);
  const Icon = action && ACTIONS[action].icon;
  return (
    <li className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium tabular-nums">{day}</span>
          {date.date === today && <Badge>{t('today')}</Badge>}
          <Badge variant={STATUS_BADGE_VARIANT[date.status]}>{vendorDateStatusLabel(date)}</Badge>
        </div>
        {date.booth && date.status === 'SCHEDULED' && (
          <p className="text-muted-foreground text-sm">{boothText(date.booth)}</p>
        )}
        {date.note && <p className="break-words text-sm">{date.note}</p>}
        {!date.can_change && date.status !== 'CANCELLED' && (
          <p className="text-muted-foreground text-xs">{changesClosedText(deadlineHours)}</p>
        )}
      </div>
      {action && Icon && (
        <Button
          type="button"
          variant={action === 'DROP' ? 'ghost' : 'outline'}
          className="w-full sm:w-auto"
          disabled={isPending}
          onClick={() => onAction(action, date.date)}
        >
          <Icon aria-hidden="true" />
          {t(ACTIONS[action].text)}
          <span className="sr-only">, {day}</span>
        </Button>
      )}
    </li>
  );
}
