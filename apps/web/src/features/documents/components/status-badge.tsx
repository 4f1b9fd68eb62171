import type { DocumentStatus } from '@marketday/shared';
import {
  CircleAlertIcon,
  CircleCheckIcon,
  ClockIcon,
  FileQuestionIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { IconBadge, type IconBadgeStyle, MUTED_BADGE_STYLE } from '@/components/ui/icon-badge';
import { cn } from '@/lib/cn';
import { displayDate } from '@/lib/i18n/dates';
import { sayShared, type Translate, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Short names for filters and legends (in English for the CSV; DOCUMENT_STATUS_KEYS on screen).
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  PAST_DUE: 'Past due',
  URGENT: 'Urgent',
  DUE_SOON: 'Due soon',
  UP_TO_DATE: 'Up to date',
  NO_DOCUMENT: 'No document',
};

/** The same names in the documents catalogue, said in the reader's language. */
export const DOCUMENT_STATUS_KEYS = {
  PAST_DUE: 'statusPastDue',
  URGENT: 'statusUrgent',
  DUE_SOON: 'statusDueSoon',
  UP_TO_DATE: 'statusUpToDate',
  NO_DOCUMENT: 'statusNoDocument',
} as const satisfies Record<DocumentStatus, keyof typeof en>;

// The one mapping of document status to colour and icon. The text always goes with it, so colour is
// never the only signal (docs/product.md §15).
const STATUS_STYLES: Record<DocumentStatus, IconBadgeStyle> = {
  PAST_DUE: { variant: 'destructive', icon: CircleAlertIcon },
  URGENT: {
    variant: 'outline',
    // A darker red than the destructive token: small text on a tinted background must keep 4.5:1 contrast.
    className: 'border-destructive bg-destructive/5 text-red-800',
    icon: TriangleAlertIcon,
  },
  DUE_SOON: { variant: 'warning', icon: ClockIcon },
  UP_TO_DATE: { variant: 'success', icon: CircleCheckIcon },
  NO_DOCUMENT: { ...MUTED_BADGE_STYLE, icon: FileQuestionIcon },
};

type DocumentStatusBadgeProps = {
  status: DocumentStatus;
  /**
   * The server's wording of the status (`status_text`): the browser never works it out itself, only says it in the
   * reader's language (the shared rules catalogue has it).
   */
  text: string;
  /** The expiry date, shown beside the success check of an up-to-date document where no column shows it. */
  expr?: string | null | undefined;
  className?: string;
};

// docs/product.md §4: UP_TO_DATE shows a success check, not a countdown; the server's wording stays as the title.
function badgeText(
  { status, text, expr }: Pick<DocumentStatusBadgeProps, 'status' | 'text' | 'expr'>,
  t: Translate<typeof en>,
) {
  if (status !== 'UP_TO_DATE') return sayShared(text);
  return expr ? t('upToDateExpires', { date: displayDate(expr) }) : t(DOCUMENT_STATUS_KEYS.UP_TO_DATE);
}

// Status and wording both come from the server, counted against one "today", so badge and text always agree.
export function DocumentStatusBadge({ status, text, expr, className }: DocumentStatusBadgeProps) {
  const t = useMessages(en);
  const style = STATUS_STYLES[status];
  return (
    <IconBadge
      variant={style.variant}
      icon={style.icon}
      data-status={status}
      title={status === 'UP_TO_DATE' ? sayShared(text) : undefined}
      className={cn('tabular-nums', style.className, className)}
    >
      {badgeText({ status, text, expr }, t)}
    </IconBadge>
  );
}
